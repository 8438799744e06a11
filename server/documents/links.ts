// Links between documents (migration 041): a deposit paid off by a sale, and next an order collected or a loan
// renewed. A plan names the documents its document links to (Plan.links); the kernel writes them with it and ends
// them when it is cancelled (a row of arah -1), so a link is in force while its rows sum above zero.
import type { Queryable } from '../db/database';

export type LinkKind = 'PELUNASAN';

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
  }
}

/** Ends every link a cancelled document made. */
export async function endLinks(tx: Queryable, at: LinkAt): Promise<void> {
  await tx.query(
    `INSERT INTO dokumen_tautan (no_dokumen, no_tautan, jenis, arah, tgl_system, oleh)
     SELECT no_dokumen, no_tautan, jenis, -1, $2, $3 FROM dokumen_tautan WHERE no_tautan = $1 GROUP BY no_dokumen, no_tautan, jenis HAVING sum(arah) > 0`,
    [at.no, at.tgl_system, at.user_id],
  );
}

/** The document in force that made a link of `jenis` to `no` (the sale that paid a deposit off), or null. */
export async function linkedBy(db: Queryable, no: string, jenis: LinkKind): Promise<string | null> {
  const [row] = await db.query<{ no_tautan: string }>(
    `SELECT no_tautan FROM dokumen_tautan WHERE no_dokumen = $1 AND jenis = $2 GROUP BY no_tautan HAVING sum(arah) > 0 ORDER BY max(id) DESC LIMIT 1`,
    [no, jenis],
  );
  return row?.no_tautan ?? null;
}
