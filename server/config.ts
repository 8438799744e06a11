// Server settings, all from the environment (README lists them).
import { join, resolve } from 'node:path';
import type { S3Settings } from './files/store';
import { DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONES, type TimeZone } from '../domain/dates';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  ownerPassword?: string;
  ownerUserId: string;
  /** PUSAT runs the head office (shop picker, all branches' data); CABANG a single shop. */
  appType: 'PUSAT' | 'CABANG';
  shopCode: string;
  shopName: string;
  shopAddress: string;
  /** The own shop's time zone on a new database (afterwards /master-toko keeps it): its first business date is its today. */
  shopTimeZone: TimeZone;
  /** A session nobody used for this long is over, and its user may log in elsewhere. */
  sessionIdleMinutes: number;
  /** Built browser app served at / (absent in API-only tests). */
  staticDir?: string;
  /** Login attempts allowed per minute per address and user id. */
  loginAttemptsPerMinute: number;
  /** Failed login attempts allowed per minute per address, over all user ids. */
  loginAttemptsPerAddressPerMinute: number;
  logLevel: string;
  /** The service token fingerprint agents connect with (socket.io, role 'fingerprint-agent'); none: no agent may connect. */
  fingerprintAgentToken?: string;
  /**
   * The service token of head-office-to-branch calls through a branch's portal (DESIGN.md section 6), the same on
   * both servers: the head office sends it, the branch accepts it on the routes that serve the head office.
   */
  portalServiceToken?: string;
  /** The folder of the disk file store (item photos), when no S3 bucket is configured. */
  fileDir: string;
  /** An S3-compatible bucket for files instead of the folder (S3_BUCKET and the rest set). */
  s3?: S3Settings;
  /**
   * The WhatsApp gateway may be on this machine or its network (a gateway run beside the server); off, a gateway URL
   * that names or resolves to a loopback, link-local, private or metadata address is refused (domain/network-address.ts).
   */
  whatsappAllowLocalGateway: boolean;
  /**
   * The wholesale app /redirect-to-grosir opens (GROSIR_URL), and its semi-wholesale variant when SEMI_GROSIR_MODULE
   * is on (SEMI_GROSIR_URL); unset, the screen says the spec's 'not set up' message. Served in /config.json.
   */
  grosirUrl?: string;
  semiGrosirUrl?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appType = (env.APP_TYPE ?? 'CABANG').toUpperCase() === 'PUSAT' ? 'PUSAT' : 'CABANG';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    ownerPassword: env.OWNER_PASSWORD || undefined,
    ownerUserId: (env.OWNER_USER_ID ?? 'OWNER').toUpperCase(),
    appType,
    shopCode: (env.SHOP_CODE ?? (appType === 'PUSAT' ? 'PUSAT' : 'TOKO01')).toUpperCase(),
    shopName: env.SHOP_NAME ?? 'Toko Emas Kilau',
    shopAddress: env.SHOP_ADDRESS ?? 'Jl. Pasar Baru No. 1, Jakarta',
    shopTimeZone: timeZoneOf(env.SHOP_TIME_ZONE),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 10),
    staticDir: env.STATIC_DIR === '' ? undefined : resolve(env.STATIC_DIR ?? 'dist'),
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    loginAttemptsPerAddressPerMinute: Number(env.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    fingerprintAgentToken: env.FINGERPRINT_AGENT_TOKEN || undefined,
    portalServiceToken: env.PORTAL_SERVICE_TOKEN || undefined,
    fileDir: resolve(env.FILE_DIR ?? join(env.DATA_DIR ?? './data', 'files')),
    whatsappAllowLocalGateway: /^(1|true|yes)$/i.test(env.WHATSAPP_ALLOW_LOCAL_GATEWAY ?? ''),
    grosirUrl: webAddress('GROSIR_URL', env.GROSIR_URL),
    semiGrosirUrl: webAddress('SEMI_GROSIR_URL', env.SEMI_GROSIR_URL),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? 'https://s3.amazonaws.com',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
  };
}

/** SHOP_TIME_ZONE: one of the zones a shop may have; a typo stops the start rather than dating the shop's days wrong. */
function timeZoneOf(value: string | undefined): TimeZone {
  if (!value) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(value)) throw new Error(`SHOP_TIME_ZONE ${value} is not one of ${TIME_ZONES.join(', ')}`);
  return value;
}

/**
 * An address the browser is sent to: http(s) only, so a typo (or a javascript: URL) stops the start rather than
 * reaching a user's browser.
 */
function webAddress(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`${name} ${value} is not an http:// or https:// address`);
  return url.toString();
}
