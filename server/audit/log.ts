// The audit log (issue 24 item 11, migration 053): who changed a master, a setting, a user or an access tree, when,
// from which address, and the values before and after. Each writer calls recordAudit inside its own transaction, so
// the row stands or falls with the write it records; the table refuses updates and deletes.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { actorOf, type Actor } from '../actor';

/** Who writes, and from where: the request's IP as Fastify gives it (trustProxy honoured); null for the server's own writes. */
export interface Auditor {
  user_id: string;
  address: string | null;
}

export type AuditAction = 'TAMBAH' | 'UBAH' | 'HAPUS' | 'AKTIFKAN' | 'RESET_PASSWORD';

export interface AuditEntry {
  /** The table written (a master's table, para_system, modules, toko, users, hak_akses). */
  tabel: string;
  /** The record's key in it. */
  kunci: string;
  aksi: AuditAction;
  /** The record before the write; absent for a new record. */
  sebelum?: unknown;
  /** The record after it; absent after a delete. */
  sesudah?: unknown;
}

/** The request's actor with the address it came from. */
export const auditorOf = (req: FastifyRequest): Actor & Auditor => ({ ...actorOf(req), address: req.ip });

/** What a secret's value is stored as. */
export const MASKED = '***';
/** Keys whose value is a secret: a password or its hash, a token, an API key. */
const SECRET_KEY = /pass|hash|token|secret|api_?key/i;

/** The value with every secret (by its key, at any depth) replaced by MASKED; a flag about one (true/false) is no secret. */
export function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && v !== null && v !== undefined && typeof v !== 'boolean' ? MASKED : masked(v)]));
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(masked(value)));

/** Records one write; call it in the transaction of the write. */
export async function recordAudit(tx: Queryable, who: Auditor, entry: AuditEntry): Promise<void> {
  await tx.query(
    'INSERT INTO audit_log (user_id, alamat, tabel, kunci, aksi, sebelum, sesudah) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)',
    [who.user_id, who.address, entry.tabel, entry.kunci, entry.aksi, json(entry.sebelum), json(entry.sesudah)],
  );
}
