// RFID tag reads for an open stocktake: a keyboard-wedge reader types each tag id (EPC hex) and Enter, hundreds per
// second, into a field that is not a React-controlled input (each Enter takes the text and clears the field in the
// same key event, so no read is lost to a re-render); or a file of tag ids (one per line, or CSV with an epc column).
// Reads are deduplicated here (the counts shown at once) and only new tags are queued; the queue goes to the server
// in batches of RFID_BATCH, one request at a time, and the server deduplicates again (also against the tags it
// already holds for the stocktake, e.g. after a reload). The screen mounts one reader per stocktake.
import { useCallback, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { RFID_BATCH, normalizeEpc, parseTagFile, type OpnameDoc } from '../../../domain/stock-opname';
import { OPNAME_FAILED, type OpnameChange } from './useOpname';

/** No answer came back (timeout, no connection): the batch is worth sending again. An answer refusing it is not. */
const noAnswer = (error: unknown) => {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'timeout' || kind === 'network';
};

interface CountRow {
  key: string;
  value: number;
}

interface Counts {
  reads: number;
  distinct: number;
  invalid: number;
  pending: number;
}

export function RfidReader({ doc, apply }: { doc: OpnameDoc; apply: (c: OpnameChange) => void }) {
  const t = useTranslate();
  const submit = useSubmit({ failure: OPNAME_FAILED });
  const send = submit.call;
  const seen = useRef(new Set<string>());
  const queue = useRef<string[]>([]);
  const sending = useRef(false);
  const counts = useRef<Counts>({ reads: 0, distinct: 0, invalid: 0, pending: 0 });
  const [shown, setShown] = useState<Counts>(counts.current);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const no = doc.no_opname;

  /** Redraws the counters at most every 100 ms, however fast reads arrive. */
  const show = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setShown({ ...counts.current, pending: queue.current.length });
    }, 100);
  }, []);

  const flush = useCallback(async () => {
    if (sending.current || !queue.current.length) return;
    sending.current = true;
    const batch = queue.current.splice(0, RFID_BATCH);
    let again = false;
    await send<{ data: OpnameChange }>(
      { method: 'POST', path: 'stock-opname/rfid', body: { no_opname: no, tags: batch } },
      {
        success: false,
        after: (res) => apply(res.data),
        // No answer: keep the batch and try again shortly; the server refused it (stocktake closed): drop it. The
        // toast says why either way.
        failed: (error) => {
          if (!noAnswer(error)) return;
          queue.current.unshift(...batch);
          again = true;
        },
      },
    );
    if (again) await new Promise((r) => setTimeout(r, 2000));
    sending.current = false;
    show();
    if (queue.current.length) void flush();
  }, [no, apply, send, show]);

  const add = useCallback(
    (reads: string[]) => {
      for (const raw of reads) {
        if (!raw.trim()) continue;
        counts.current.reads += 1;
        const epc = normalizeEpc(raw);
        if (!epc) counts.current.invalid += 1;
        else if (!seen.current.has(epc)) {
          seen.current.add(epc);
          counts.current.distinct += 1;
          queue.current.push(epc);
        }
      }
      show();
      void flush();
    },
    [flush, show],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const el = e.currentTarget;
    const value = el.value;
    el.value = '';
    add(value.split(/[\s,;]+/));
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    add(parseTagFile(await file.text()));
  };

  const rfid = doc.rfid;
  const rows: CountRow[] = [
    { key: 'reads', value: shown.reads },
    { key: 'distinct', value: shown.distinct },
    { key: 'invalid', value: shown.invalid },
    { key: 'pending', value: shown.pending },
    { key: 'tags_server', value: rfid?.tags ?? 0 },
    { key: 'matched', value: rfid?.matched ?? 0 },
    { key: 'unknown', value: rfid?.unknown ?? 0 },
  ];
  const columns: Column<CountRow>[] = [
    { field: 'key', render: (r) => t(`kilau.opname.rfid_${r.key}`), header: true },
    { field: 'value', kind: 'number' },
  ];
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t('kilau.opname.rfid_input')}
          size="small"
          autoFocus
          autoComplete="off"
          sx={{ minWidth: 360 }}
          slotProps={{ htmlInput: { spellCheck: false, onKeyDown } }}
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
          {t('kilau.opname.rfid_file')}
        </Button>
        <Box
          component="input"
          ref={fileInput}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          aria-label={t('kilau.opname.rfid_file')}
          onChange={(e: ChangeEvent<HTMLInputElement>) => void onFile(e)}
          sx={{ display: 'none' }}
        />
      </Stack>
      <DataTable label="kilau.opname.rfid_counts" columns={columns} rows={rows} rowKey="key" head={false} stacked={false} sx={{ maxWidth: 420 }} />
    </Stack>
  );
}
