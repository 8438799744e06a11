// Links between documents (migration 041): a deposit paid off by a sale, and next an order collected or a loan
// renewed. A plan names the documents its document links to (Plan.links); the kernel writes them with it and ends
// them when it is cancelled (a row of arah -1), so a link is in force while its rows sum above zero. What a link does
// to the document it acts on is the link kind's, both ways: a pay-off closes its deposit (DONE), and cancelling the
// pay-off opens it again (OPEN), each a status row (./status.ts).
import type { Queryable } from '../db/database';
import type { DocumentStatus } from '../../domain/codes';
import { changeStatus } from './status';

export type LinkKind = 'PELUNASAN' | 'AMBIL_PESANAN' | 'AMBIL_SERVICE' | 'LUNAS_HUTANG' | 'LELANG_HUTANG';

/** The status a link gives the document it acts on when made, and when ended, each with its reason. */
const LINK_STATUS: Record<LinkKind, { made: DocumentStatus; ended: DocumentStatus; endedBecause: (no: string) => string }> = {
  PELUNASAN: { made: 'DONE', ended: 'OPEN', endedBecause: (no) => `Pelunasan ${no} Dibatalkan` },
  // An order collected by a sale; cancelling that sale opens the order again.
  AMBIL_PESANAN: { made: 'DONE', ended: 'OPEN', endedBecause: (no) => `Pengambilan ${no} Dibatalkan` },
  // A service collected: it was done (SELESAI) before.
  AMBIL_SERVICE: { made: 'DONE', ended: 'SELESAI', endedBecause: (no) => `Pengambilan ${no} Dibatalkan` },
  // A pawn loan redeemed (cancelling the redemption opens it again), or auctioned (never cancelled).
  LUNAS_HUTANG: { made: 'DONE', ended: 'OPEN', endedBecause: (no) => `Pelunasan ${no} Dibatalkan` },
  LELANG_HUTANG: { made: 'LELANG', ended: 'OPEN', endedBecause: (no) => `Lelang ${no} Dibatalkan` },
};

/** A link the document being written makes to another: `no_dokumen` the document it acts on. */
export interface DocumentLink {
  no_dokumen: string;
  jenis: LinkKind;
}

interface LinkAt {
  no: string;
  tgl_system: string;
  user_id: string;
}

export async function writeLinks(tx: Queryable, at: LinkAt, links: readonly DocumentLink[]): Promise<void> {
  for (const l of links) {
    await tx.query('INSERT INTO dokumen_tautan (no_dokumen, no_tautan, jenis, arah, tgl_system, oleh) VALUES ($1, $2, $3, 1, $4, $5)', [
      l.no_dokumen,
      at.no,
      l.jenis,
      at.tgl_system,
      at.user_id,
    ]);
    await changeStatus(tx, l.no_dokumen, LINK_STATUS[l.jenis].made, { tgl_system: at.tgl_system, user_id: at.user_id, alasan: at.no });
  }
}

/** Ends every link a cancelled document made, and gives each document it acted on its status back. */
export async function endLinks(tx: Queryable, at: LinkAt): Promise<void> {
  const ended = await tx.query<DocumentLink>(
    `INSERT INTO dokumen_tautan (no_dokumen, no_tautan, jenis, arah, tgl_system, oleh)
     SELECT no_dokumen, no_tautan, jenis, -1, $2, $3 FROM dokumen_tautan WHERE no_tautan = $1 GROUP BY no_dokumen, no_tautan, jenis HAVING sum(arah) > 0
     RETURNING no_dokumen, jenis`,
    [at.no, at.tgl_system, at.user_id],
  );
  for (const l of ended) {
    const status = LINK_STATUS[l.jenis];
    await changeStatus(tx, l.no_dokumen, status.ended, { tgl_system: at.tgl_system, user_id: at.user_id, alasan: status.endedBecause(at.no) });
  }
}

/** The documents in force that `no` links to by `jenis` (the deposit a pay-off paid). */
export async function linksOf(db: Queryable, no: string, jenis: LinkKind): Promise<string[]> {
  const rows = await db.query<{ no_dokumen: string }>(
    'SELECT no_dokumen FROM dokumen_tautan WHERE no_tautan = $1 AND jenis = $2 GROUP BY no_dokumen HAVING sum(arah) > 0 ORDER BY no_dokumen',
    [no, jenis],
  );
  return rows.map((r) => r.no_dokumen);
}

/** The document in force that made a link of `jenis` to `no` (the sale that paid a deposit off), or null. */
export async function linkedBy(db: Queryable, no: string, jenis: LinkKind): Promise<string | null> {
  const [row] = await db.query<{ no_tautan: string }>(
    `SELECT no_tautan FROM dokumen_tautan WHERE no_dokumen = $1 AND jenis = $2 GROUP BY no_tautan HAVING sum(arah) > 0 ORDER BY max(id) DESC LIMIT 1`,
    [no, jenis],
  );
  return row?.no_tautan ?? null;
}
