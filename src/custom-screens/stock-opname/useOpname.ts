// The state of one stocktake screen: the document on the server (head, totals, lines), the recent stocktakes of
// the kind, and the calls that change it. Scans are queued and sent one after another, so a scanner that types
// faster than the server answers loses nothing and keeps its order.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../engine/api';
import { useToast } from '../../engine/notify';
import { useFailureToast } from '../../engine/failure-toast';
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
  const failure = useFailureToast();
  const [doc, setDoc] = useState<OpnameDoc | null>(null);
  const [recent, setRecent] = useState<RecentOpname[]>([]);
  const [busy, setBusy] = useState(false);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const loadRecent = useCallback(async () => {
    try {
      const res = await api.get<{ data: RecentOpname[] }>('stock-opname', { jenis: kind, limit: 20 });
      setRecent(res.data);
    } catch (error) {
      failure(error, 'kilau.opname.load_failed');
    }
  }, [kind, failure]);

  useEffect(() => {
    void loadRecent();
  }, [loadRecent]);

  const run = useCallback(
    async (call: () => Promise<void>) => {
      setBusy(true);
      try {
        await call();
      } catch (error) {
        failure(error, 'kilau.opname.failed');
      } finally {
        setBusy(false);
      }
    },
    [failure],
  );

  const start = useCallback(
    (target: Target) =>
      run(async () => {
        const res = await api.post<{ message: string; data: OpnameDoc }>('stock-opname/start', { jenis: kind, ...target });
        setDoc(res.data);
        toast.success(res.message);
        await loadRecent();
      }),
    [kind, run, toast, loadRecent],
  );

  const open = useCallback(
    (no: string) =>
      run(async () => {
        const res = await api.get<{ data: OpnameDoc }>(`stock-opname/get/${encodeURIComponent(no)}`);
        setDoc(res.data);
      }),
    [run],
  );

  const apply = useCallback((change: OpnameChange) => setDoc((d) => (d ? merge(d, change) : d)), []);

  /** Queues one scanned code; answers at once so the scan field is free for the next code. */
  const scan = useCallback(
    async (code: string): Promise<boolean> => {
      const barcode = code.trim().toUpperCase();
      if (!barcode || !doc) return false;
      const no = doc.no_opname;
      chain.current = chain.current.then(async () => {
        try {
          const res = await api.post<{ message: string; data: OpnameChange }>('stock-opname/scan', { no_opname: no, kode_barcode: barcode });
          apply(res.data);
          if (res.data.line?.result === 'FOUND') toast.success(`${res.message}: ${barcode}`);
          else toast.warning(`${res.message}: ${barcode}`);
        } catch (error) {
          failure(error, 'kilau.opname.failed');
        }
      });
      return true;
    },
    [doc, apply, toast, failure],
  );

  const finish = useCallback(
    (action: 'selesai' | 'batal') =>
      run(async () => {
        if (!doc) return;
        await chain.current; // scans still on their way land first
        const res = await api.post<{ message: string; data?: OpnameDoc }>(`stock-opname/${action}`, { no_opname: doc.no_opname });
        toast.success(res.message);
        setDoc(res.data ?? null);
        await loadRecent();
      }),
    [doc, run, toast, loadRecent],
  );

  return { doc, setDoc, recent, busy, start, open, scan, apply, finish, close: () => setDoc(null), loadRecent };
}
