// The head office's branch registry (issue 24 item 1): each shop of /master-toko with a portal address runs its own
// server, which the head office reaches with the service token (server/portal/client.ts). The health view asks each
// branch side by side, within the branch timeout, for its own status (GET portal/status): reachable or not, its
// business date, the last day it closed, its version, and how long it took to answer.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { portalCall, PortalUnreachable, PORTAL_FAILED } from '../portal/client';
import { numberSetting } from '../settings/stored';
import { VERSION } from '../routes/system';

/** What a server says of itself to the head office. */
export interface OwnStatus {
  kode_toko: string;
  nama_toko: string;
  tgl_system: string;
  /** The last business day closed (tutup_toko), null before the first close. */
  tutup_terakhir: string | null;
  versi: string;
}

export async function ownStatus(db: Queryable): Promise<OwnStatus> {
  const [row] = await db.query<Omit<OwnStatus, 'versi'>>(
    `SELECT t.kode_toko, t.nama_toko, h.tgl_system::text AS tgl_system,
            (SELECT max(c.tgl_system)::text FROM tutup_toko c WHERE c.kode_toko = t.kode_toko) AS tutup_terakhir
       FROM toko t JOIN hari_toko h USING (kode_toko) WHERE t.is_own`,
  );
  return { ...row, versi: VERSION };
}

export interface BranchHealth {
  kode_toko: string;
  nama_toko: string;
  portal: string;
  terjangkau: boolean;
  tgl_system: string | null;
  tutup_terakhir: string | null;
  versi: string | null;
  ms: number;
  message: string | null;
}

/** Every active branch with a portal address, each asked for its status side by side. */
export async function branchHealth(ctx: AppContext): Promise<BranchHealth[]> {
  const branches = await ctx.db.query<{ kode_toko: string; nama_toko: string; portal: string }>(
    `SELECT kode_toko, nama_toko, trim(portal) AS portal FROM toko WHERE is_active AND NOT is_own AND coalesce(trim(portal), '') <> '' ORDER BY kode_toko`,
  );
  const timeoutMs = 1000 * (await numberSetting(ctx.db, 'cabang_timeout_detik'));
  return Promise.all(
    branches.map(async (b): Promise<BranchHealth> => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      const down = { ...b, terjangkau: false, tgl_system: null, tutup_terakhir: null, versi: null, message: PORTAL_FAILED };
      try {
        const answer = await portalCall(ctx, b.portal, 'GET', 'portal/status', undefined, { timeoutMs });
        const s = answer.body.data as Partial<OwnStatus> | undefined;
        if (answer.status !== 200 || typeof s?.tgl_system !== 'string') return { ...down, ms: ms() };
        return { ...b, terjangkau: true, tgl_system: s.tgl_system, tutup_terakhir: s.tutup_terakhir ?? null, versi: s.versi ?? null, ms: ms(), message: null };
      } catch (error) {
        if (!(error instanceof PortalUnreachable)) throw error;
        return { ...down, ms: ms() };
      }
    }),
  );
}
