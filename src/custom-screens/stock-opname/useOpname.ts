// The state of one stocktake screen: the document on the server (head, totals, lines), the recent stocktakes of
// the kind, and the calls that change it. Scans are queued and sent one after another, so a scanner that types
// faster than the server answers loses nothing and keeps its order.
import { useCallback, useRef, useState } from 'react';
import { useApiCall, useApiQuery, useSubmit } from '../../engine/data';
import { useToast } from '../../engine/notify';
import type { OpnameDoc, OpnameHead, OpnameKind, OpnameLine, OpnameSummary, RfidStats, TraySummary } from '../../../domain/stock-opname';

export interface RecentOpname extends OpnameHead {
  summary: OpnameSummary;
}

/** What a scan or an RFID batch answers: the lines it changed and the new totals. */
export interface OpnameChange {
  line?: OpnameLine;
  lines?: OpnameLine[];
  summary: OpnameSummary;
  per_baki?: TraySummary[];
  rfid?: RfidStats;
}

export interface Target {
  kode_gudang?: string;
  kode_baki?: string;
  no_terima?: string;
}

/** The failure toast of a stocktake call when the server gives no message. */
export const OPNAME_FAILED = 'kilau.opname.failed';

function merge(doc: OpnameDoc, change: OpnameChange): OpnameDoc {
  const changed = [...(change.lines ?? []), ...(change.line ? [change.line] : [])];
  let lines = doc.lines;
  if (changed.length) {
    const byCode = new Map(lines.map((l) => [l.kode_barcode, l]));
    for (const l of changed) byCode.set(l.kode_barcode, l);
    lines = [...byCode.values()];
  }
  return { ...doc, lines, summary: change.summary, per_baki: change.per_baki ?? doc.per_baki, rfid: change.rfid ?? doc.rfid };
}

export function useOpname(kind: OpnameKind) {
  const toast = useToast();
  // Start, open, finish: one at a time, the screen's buttons wait. Scans have their own (they never block the field).
  const submit = useSubmit({ failure: OPNAME_FAILED });
  const scans = useSubmit({ failure: OPNAME_FAILED });
  const call = useApiCall();
  /** The stocktake on the screen: an answer of start / open / finish, kept up to date by each scan's answer. */
  const [doc, setDoc] = useState<OpnameDoc | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const recent = useApiQuery<{ data: RecentOpname[] }>('stock-opname', { jenis: kind, limit: 20 }, { failure: 'kilau.opname.load_failed' });

  const start = useCallback(
    (target: Target) =>
      submit.call<{ message: string; data: OpnameDoc }>({ method: 'POST', path: 'stock-opname/start', body: { jenis: kind, ...target } }, {
        after: (res) => setDoc(res.data),
        invalidate: ['stock-opname'],
      }),
    [kind, submit.call],
  );

  const open = useCallback(
    (no: string) =>
      submit.call<{ data: OpnameDoc }>({ path: `stock-opname/get/${encodeURIComponent(no)}` }, { success: false, after: (res) => setDoc(res.data) }),
    [submit.call],
  );

  const apply = useCallback((change: OpnameChange) => setDoc((d) => (d ? merge(d, change) : d)), []);

  /** Queues one scanned code; answers at once so the scan field is free for the next code. */
  const scan = useCallback(
    async (code: string): Promise<boolean> => {
      const barcode = code.trim().toUpperCase();
      if (!barcode || !doc) return false;
      const no = doc.no_opname;
      chain.current = chain.current.then(() =>
        scans.call<{ message: string; data: OpnameChange }>(
          { method: 'POST', path: 'stock-opname/scan', body: { no_opname: no, kode_barcode: barcode } },
          {
            // Found is good news; foreign (another tray, unknown) is a warning.
            success: false,
            after: (res) => {
              apply(res.data);
              if (res.data.line?.result === 'FOUND') toast.success(`${res.message}: ${barcode}`);
              else toast.warning(`${res.message}: ${barcode}`);
            },
          },
        ),
      );
      return true;
    },
    [doc, apply, toast, scans.call],
  );

  const finish = useCallback(
    (action: 'selesai' | 'batal') => {
      if (!doc) return Promise.resolve(undefined);
      return submit.run(
        async () => {
          await chain.current; // scans still on their way land first
          return call<{ message: string; data?: OpnameDoc }>({ method: 'POST', path: `stock-opname/${action}`, body: { no_opname: doc.no_opname } });
        },
        { after: (res) => setDoc(res.data ?? null), invalidate: ['stock-opname'] },
      );
    },
    [doc, call, submit.run],
  );

  return {
    doc,
    recent: recent.data?.data,
    recentLoading: recent.isFetching,
    busy: submit.busy,
    refuse: submit.refuse,
    start,
    open,
    scan,
    apply,
    finish,
    close: () => setDoc(null),
  };
}
