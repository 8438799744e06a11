// The report's states (spec section 4): idle, loading, then shown, empty or failed, each with its toast.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportDefinition } from '../../../definitions/define';
import { REPORT_RULE_MESSAGES } from '../../../domain/report-filters';
import { ApiError } from '../api';
import { useApiCall } from '../data';
import { useToast } from '../notify';
import { useFailureToast } from '../failure-toast';
import type { Session } from '../session';
import type { ReportRow } from '../export/table';
import { messageKey } from './labels';
import { queryParams, rangeError, type FilterValues } from './query';

export type ReportStatus = 'idle' | 'loading' | 'shown' | 'empty' | 'failed';

/** What a report over several shops says of each (server/federation/fan-out.ts): read, or 'Data Gagal Dimuat'. */
export interface ShopCoverage {
  kode_toko: string;
  nama_toko: string;
  status: 'success' | 'error';
  message?: string;
  /** Where a read shop's rows came from: here, the branch's server, or the head office's copy of its closed days. */
  sumber?: 'lokal' | 'cabang' | 'arsip';
}

/** A merged row's shop as the Toko column shows it: its code, or the code and why it has no rows (the branch's own reason when it refused). */
const withShop = (row: ReportRow): ReportRow => ({ ...row, toko: row.status_toko === 'error' ? [row.kode_toko, row.message, row.sebab].filter(Boolean).join(' - ') : row.kode_toko });

export interface ReportState {
  status: ReportStatus;
  rows: ReportRow[];
  /** Over several shops: what was read of each (the rows then carry `toko`). */
  toko?: ShopCoverage[];
  /** The filters the rows were found with: the exports print this period, not the pickers' current one. */
  searched?: FilterValues;
}

/**
 * A refusal carrying one of the shared texts is worth showing as is: a filter rule (400), or a branch the head office
 * could not read (502 'Data Gagal Dimuat'); anything else is the report's own failure text.
 */
export function shownAsIs(e: unknown): e is ApiError {
  return e instanceof ApiError && (e.status === 400 || e.status === 502) && REPORT_RULE_MESSAGES.includes(e.message);
}

/**
 * `fixed`: parameters the screen always sends beside the filters (a cancel screen's status ...). `opening`: the
 * filters the screen opens with (today's, its defaults): their rows are searched at once, without the toasts of a
 * search asked for; filters the user must choose first (a shop, a master without ALL) leave it waiting for CARI.
 */
export function useReportSearch(def: ReportDefinition, session: Session, fixed?: Record<string, string>, opening?: FilterValues) {
  const toast = useToast();
  const failure = useFailureToast();
  const call = useApiCall();
  const [state, setState] = useState<ReportState>({ status: 'idle', rows: [] });
  // Only the latest search may update the screen, and none after it is gone.
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current++;
    },
    [],
  );

  const search = useCallback(
    /** `refresh`: the branches read afresh, past the head office's copy of their closed days. */
    async (values: FilterValues, { quiet = false, refresh = false } = {}) => {
      const invalid = rangeError(def, values, session);
      if (invalid) {
        if (!quiet) toast.error(invalid);
        return;
      }
      const id = ++latest.current;
      setState((s) => ({ ...s, status: 'loading' }));
      try {
        const answer = await call<{ data?: ReportRow[]; toko?: ShopCoverage[] }>({ path: def.api, params: { ...queryParams(def, values, session), ...fixed, ...(refresh ? { segarkan: '1' } : {}) } });
        if (id !== latest.current) return;
        const data = Array.isArray(answer?.data) ? answer.data : [];
        const toko = Array.isArray(answer?.toko) ? answer.toko : undefined;
        const rows = toko ? data.map(withShop) : data;
        setState({ status: rows.length ? 'shown' : 'empty', rows, toko, searched: values });
        if (quiet) return;
        if (rows.length) toast.success(...messageKey(def, 'found'));
        else toast.info(...messageKey(def, 'empty'));
      } catch (e) {
        if (id !== latest.current) return;
        setState({ status: 'failed', rows: [] });
        if (shownAsIs(e)) toast.error(e.message);
        else if (e instanceof ApiError && e.kind !== 'http') failure(e, '');
        else toast.error(...messageKey(def, 'failed'));
      }
    },
    [def, session, toast, failure, call, fixed],
  );

  // Once, when the screen opens: a list shows today's rows without CARI.
  const opened = useRef(opening);
  useEffect(() => {
    if (opened.current) void search(opened.current, { quiet: true });
  }, []);

  // Until a search has answered, the table says nothing (not 'Data ... Kosong' while the opening search runs).
  const answered = state.status !== 'idle' && !(state.status === 'loading' && !state.searched);
  return { ...state, tableRows: answered ? state.rows : undefined, search };
}
