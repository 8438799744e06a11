// What every handler needs: the database, the settings, the definitions, and the shop's module flags.
import type { Db, Queryable } from './db/database';
import type { Config } from './config';
import type { Definition } from '../definitions/define';
import type { ModuleMap } from '../domain/gates';
import { fileStoreOf, type FileStore } from './files/store';
import { shopNow, systemClock, type Clock, type ShopNow } from './shop-clock';

export interface AppContext {
  db: Db;
  config: Config;
  definitions: Definition[];
  /** The module flags of this server's shop, cached; settings changes call reloadModules. */
  modules(): Promise<ModuleMap>;
  reloadModules(): Promise<ModuleMap>;
  /** A shop's business date (hari_toko); the server's own shop when none is named. Handlers read actorOf(req). */
  tglSystem(q?: Queryable, kodeToko?: string): Promise<string>;
  /** The moment now (a test fixes it). */
  clock: Clock;
  /** What a shop's clock shows now (server/shop-clock.ts): the one source of "today" and "now" of a shop. */
  shopNow(kodeToko: string, q?: Queryable): Promise<ShopNow>;
  ownShop(): Promise<Shop>;
  /** Reads the shop's own record again after /settingtoko changed it. */
  reloadOwnShop(): Promise<Shop>;
  /** Events for every connected browser (socket.io once attached; nothing before, as in API tests). */
  live: LiveEvents;
  /** Item photos and other files (server/files/store.ts). */
  files: FileStore;
}

export interface LiveEvents {
  broadcast(event: string, payload: unknown): void;
  /** An event for every open browser of one user (their room). */
  toUser(userId: string, event: string, payload: unknown): void;
  /** Closes a user's open browsers: all of them, or those of one session (its token hash) after a logout. */
  disconnect(userId: string, tokenHash?: string): void;
  /** Where events go from now on: the socket.io server (server/realtime.ts) or a test's recorder. */
  attach(target: LiveTarget): void;
}

export interface LiveTarget {
  emit(event: string, payload: unknown): unknown;
  toUser?(userId: string, event: string, payload: unknown): unknown;
  disconnect?(userId: string, tokenHash?: string): unknown;
}

function liveEvents(): LiveEvents {
  let target: LiveTarget | undefined;
  return {
    broadcast: (event, payload) => void target?.emit(event, payload),
    toUser: (userId, event, payload) => void target?.toUser?.(userId, event, payload),
    disconnect: (userId, tokenHash) => void target?.disconnect?.(userId, tokenHash),
    attach: (t) => {
      target = t;
    },
  };
}

export interface Shop {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  level: 'PUSAT' | 'CABANG';
  portal: string | null;
  phone: string | null;
}

export function createContext(db: Db, config: Config, definitions: Definition[], clock: Clock = systemClock): AppContext {
  let modules: ModuleMap | undefined;
  let shop: Shop | undefined;
  const reloadOwnShop = async () => {
    const rows = await db.query<Shop>('SELECT kode_toko, nama_toko, alamat_toko, level, portal, phone FROM toko WHERE is_own');
    if (!rows[0]) throw new Error('the shop record is missing: the first start did not run');
    shop = rows[0];
    return shop;
  };
  const ownShop = async () => shop ?? reloadOwnShop();
  const reloadModules = async () => {
    // By the own shop's code in SQL, not the cached record: loading modules must not fix that record early.
    const rows = await db.query<{ key: string; active: boolean; value: string | null }>(
      'SELECT key, active, value FROM modules WHERE kode_toko = (SELECT kode_toko FROM toko WHERE is_own)',
    );
    modules = Object.fromEntries(rows.map((r) => [r.key, { active: r.active, value: r.value }]));
    return modules;
  };
  return {
    db,
    config,
    definitions,
    modules: async () => modules ?? reloadModules(),
    reloadModules,
    ownShop,
    reloadOwnShop,
    live: liveEvents(),
    files: fileStoreOf(config),
    clock,
    shopNow: (kodeToko, q = db) => shopNow(q, kodeToko, clock),
    tglSystem: async (q = db, kodeToko) => {
      const rows = await q.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko WHERE kode_toko = $1', [kodeToko ?? (await ownShop()).kode_toko]);
      if (!rows[0]) throw new Error(`no business date for shop ${kodeToko}`);
      return rows[0].tgl_system;
    },
  };
}
