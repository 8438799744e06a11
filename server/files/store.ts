// Where files (item photos) live: a folder on disk by default, or an S3-compatible bucket when S3_BUCKET is set.
// Keys are paths such as NSIPIC/{shop}/{itemcode}.jpg, the same on both.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, isAbsolute } from 'node:path';
import { AwsClient } from 'aws4fetch';

export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
}

/**
 * Keys are built from codes the server checked, but the store checks again: a key is a plain relative path of
 * names made of letters, digits, '-', '_' and '.', never '.' or '..', never absolute, never a backslash. Anything
 * else is refused, not repaired (a repaired key would name another file).
 */
export function safeKey(key: string): string {
  const parts = key.split('/');
  const plain = (p: string) => /^[\w.-]+$/.test(p) && p !== '.' && p !== '..';
  if (!key || key.length > 512 || isAbsolute(key) || !parts.every(plain)) throw new Error(`file store: bad key ${JSON.stringify(key)}`);
  return key;
}

/** The file of a key inside the root; throws when it would resolve outside it (the last guard for the disk). */
export function pathInside(root: string, key: string): string {
  const base = resolve(root);
  const path = resolve(base, safeKey(key));
  const rel = relative(base, path);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`file store: key ${JSON.stringify(key)} leaves the store`);
  return path;
}

export function diskStore(root: string): FileStore {
  return {
    async put(key, bytes) {
      const path = pathInside(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      // A stored key from before keys were checked that leaves the store names no file of this store.
      let path: string;
      try {
        path = pathInside(root, key);
      } catch {
        return undefined;
      }
      return readFile(path).catch(() => undefined);
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Path-style requests signed with AWS Signature V4 (aws4fetch): works with AWS S3, MinIO, R2 and the like. */
export function s3Store(s: S3Settings): FileStore {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
  const url = (key: string) => `${s.endpoint.replace(/\/$/, '')}/${s.bucket}/${safeKey(key)}`;
  return {
    async put(key, bytes, contentType) {
      const res = await client.fetch(url(key), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
      if (!res.ok) throw new Error(`file store: S3 PUT ${key} answered ${res.status}`);
    },
    async get(key) {
      const res = await client.fetch(url(key));
      if (res.status === 404) return undefined;
      if (!res.ok) throw new Error(`file store: S3 GET ${key} answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

/** The store the configuration names (server/config.ts: S3 when set, else the data folder's files). */
export function fileStoreOf(config: { s3?: S3Settings; fileDir: string }): FileStore {
  return config.s3 ? s3Store(config.s3) : diskStore(config.fileDir);
}
