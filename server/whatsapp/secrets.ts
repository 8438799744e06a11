// Server secrets (server_rahasia, migration 022): the key that signs public receipt links, made on first use, and
// the WhatsApp providers' tokens, set on /whatsapp-setting. No route answers a value; the screen sees a mask.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export const SECRET = {
  notaLinkKey: 'nota_link_key',
  cloudToken: 'whatsapp_cloud_token',
  gatewayToken: 'whatsapp_gateway_token',
} as const;

export async function readSecret(q: Queryable, nama: string): Promise<string | undefined> {
  const [row] = await q.query<{ nilai: string }>('SELECT nilai FROM server_rahasia WHERE nama = $1', [nama]);
  return row?.nilai;
}

export async function writeSecret(q: Queryable, nama: string, nilai: string): Promise<void> {
  await q.query(
    `INSERT INTO server_rahasia (nama, nilai) VALUES ($1, $2) ON CONFLICT (nama) DO UPDATE SET nilai = EXCLUDED.nilai, updated_at = now()`,
    [nama, nilai],
  );
}

/** A random key made once per database; two servers starting together agree on the first one written. */
export async function generatedSecret(q: Queryable, nama: string): Promise<string> {
  await q.query('INSERT INTO server_rahasia (nama, nilai) VALUES ($1, $2) ON CONFLICT (nama) DO NOTHING', [nama, randomBytes(32).toString('hex')]);
  return (await readSecret(q, nama))!;
}

/** What the screen may see of a stored token: that one is set, and its last four characters. */
export function maskSecret(value: string | undefined): string {
  if (!value) return '';
  return value.length > 8 ? `••••••••${value.slice(-4)}` : '••••••••';
}
