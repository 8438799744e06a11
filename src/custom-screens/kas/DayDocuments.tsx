// The day's documents of a money screen under its heading: another day by the day picker, and on the business date a
// Batal on each row not cancelled yet (a reason, then a supervisor's authorization: CancelCashDialog).
import { useState, type ReactNode } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { CancelButton, CancelCashDialog } from './CancelCashDialog';
import { businessDate, DayPicker, k, ListHeading, type CashDocument } from './parts';

interface Props {
  /** The list's name (kilau.kas.<title>), shown as its heading unless `heading` is false (the page's title says it). */
  title: string;
  heading?: boolean;
  /** GET path of the day's list (?tgl=), and what else it asks. */
  path: string;
  params?: Record<string, string>;
  /** Beside the day picker (a button that adds a document). */
  beside?: ReactNode;
  columns: Column<CashDocument>[];
  tgl: string;
  onTgl: (tgl: string) => void;
  /** POST path that cancels one document. */
  cancelPath: (no: string) => string;
}

export function DayDocuments({ title, heading = true, path, params, beside, columns, tgl, onTgl, cancelPath }: Props) {
  const translate = useTranslate();
  const [cancelling, setCancelling] = useState<string>();
  const rows = useApiQuery<{ data: CashDocument[] }>(path, { tgl, ...params });
  const today = tgl === businessDate();
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          {heading && <ListHeading>{translate(k(title))}</ListHeading>}
          <Stack direction="row" spacing={2} alignItems="center">
            <DayPicker value={tgl} onChange={onTgl} />
            {beside}
          </Stack>
          <DataTable
            label={k(title)}
            columns={columns}
            rows={rows.data?.data}
            rowKey="no_dokumen"
            loading={rows.isFetching}
            empty={k('kosong')}
            actions={(r) => (today && r.status !== 'BATAL' ? <CancelButton onClick={() => setCancelling(r.no_dokumen)} /> : null)}
            actionsLabel={k('aksi')}
          />
        </Stack>
      </CardContent>
      {cancelling && <CancelCashDialog no={cancelling} path={cancelPath(cancelling)} onClose={() => setCancelling(undefined)} />}
    </Card>
  );
}
