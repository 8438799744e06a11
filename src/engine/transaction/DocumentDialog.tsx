// One document of a kind, read whole (GET {api}/{number}): its header, its lines in the definition's line columns,
// its payments, its status history and the authorizations it used; Cetak Ulang reprints it (recorded as a reprint).
import { useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingBar } from '../shared/LoadingBar';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { TransactionDefinition } from '../../../definitions/define';
import { localeKeys } from '../../../locales/definition-texts';
import { useApiQuery, useSubmit } from '../data';
import { codedLabel } from '../report/labels';
import { DataTable, formatValue, type Column } from '../table';
import { printReceipt, PRINT_NOT_AUTHORIZED } from './receipt';
import { useAuthorizationAsk } from '../authorization/useAuthorizationAsk';
import { TK } from './labels';

type Row = Record<string, unknown>;
interface Document extends Row {
  status: string;
  items: Row[];
  pembayaran: Row[];
  riwayat: Row[];
  otorisasi: Row[];
}

const HEADER: { field: string; label: string; kind: Column<Row>['kind'] }[] = [
  { field: 'tgl_system', label: TK.header.tgl_system, kind: 'date' },
  { field: 'status', label: TK.header.status, kind: 'text' },
  { field: 'nama_customer', label: TK.header.nama_customer, kind: 'text' },
  { field: 'alamat_customer', label: TK.header.alamat_customer, kind: 'text' },
  { field: 'no_hp', label: TK.header.no_hp, kind: 'text' },
  { field: 'sales', label: TK.header.sales, kind: 'text' },
  { field: 'input_by', label: TK.header.input_by, kind: 'text' },
  { field: 'subtotal', label: TK.header.subtotal, kind: 'money' },
  { field: 'diskon_rp', label: TK.header.diskon_rp, kind: 'money' },
  { field: 'ppn_rp', label: TK.header.ppn_rp, kind: 'money' },
  { field: 'pembulatan_rp', label: TK.header.pembulatan_rp, kind: 'money' },
  { field: 'grand_total', label: TK.header.grand_total, kind: 'money' },
  { field: 'total_bayar', label: TK.header.total_bayar, kind: 'money' },
  { field: 'kembalian', label: TK.header.kembalian, kind: 'money' },
];
const PAYMENTS: Column<Row>[] = [
  { field: 'jenis', label: TK.payment.jenis, codes: 'bayar' },
  { field: 'jumlah_rp', label: TK.payment.jumlah_rp, kind: 'money', total: true },
  { field: 'fee_rp', label: TK.payment.fee_rp, kind: 'money', total: true },
  { field: 'no_rekening', label: TK.payment.no_rekening, kind: 'code' },
  { field: 'no_reff', label: TK.payment.no_reff, kind: 'text' },
];
const historyColumns = (statusLabel: (value: string) => string): Column<Row>[] => [
  { field: 'status', label: TK.event.status, value: (r) => statusLabel(String(r.status)) },
  { field: 'tgl_system', label: TK.event.tgl_system, kind: 'date' },
  { field: 'oleh', label: TK.event.oleh, kind: 'code' },
  { field: 'alasan', label: TK.event.alasan, kind: 'text' },
];
const AUTHORIZATIONS: Column<Row>[] = [
  { field: 'kategori', label: TK.event.kategori, codes: 'otorisasi' },
  { field: 'authorized_by', label: TK.event.authorized_by, kind: 'code' },
];

export function DocumentDialog({ def, no, onClose }: { def: TransactionDefinition; no: string; onClose: () => void }) {
  const t = useTranslate();
  const doc = def.document;
  const { data, isPending } = useApiQuery<{ data: Document }>(`${doc.api}/${encodeURIComponent(no)}`, undefined, { failure: TK.loadFailed });
  const submit = useSubmit();
  const d = data?.data;
  // The kind's own wording of a status (a deposit is 'Belum Lunas' while OPEN), else the status's label.
  const statusLabel = (value: string) => codedLabel(t, def, { field: 'status', codes: 'status', options: doc.statuses }, value);
  const lines = useMemo(
    () =>
      doc.lineColumns.map(
        (c): Column<Row> => ({
          field: c.field,
          label: t(localeKeys.column(def.name, `baris.${c.field}`), { _: c.label }),
          kind: c.type.kind,
          decimals: 'decimals' in c.type ? c.type.decimals : undefined,
          total: c.total,
        }),
      ),
    [t, def.name, doc.lineColumns],
  );
  const header = d
    ? HEADER.map((h) => ({
        field: h.field,
        label: h.label,
        kind: h.kind,
        value: h.field === 'status' ? statusLabel(d.status) : h.field === 'sales' ? `${String(d.kode_sales ?? '')} - ${String(d.nama_sales ?? '')}` : d[h.field],
      })).filter((h) => h.value !== undefined && h.value !== null && h.value !== '')
    : [];
  const receipt = doc.receipt;
  const authorization = useAuthorizationAsk();
  const reprint = receipt && (() => submit.run(() => printReceipt({ ...doc, receipt }, no, authorization.ask), { success: false, failed: (e) => e === PRINT_NOT_AUTHORIZED }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="document-title">
      <DialogTitle id="document-title">
        {def.document.label} {no}
      </DialogTitle>
      <DialogContent dividers>
        {isPending && <LoadingBar />}
        {d && (
          <>
            <DataTable<{ field: string; label: string; kind: Column<Row>['kind']; value: unknown }>
              label={`${doc.label} ${no}`}
              head={false}
              stacked={false}
              rows={header}
              rowKey="field"
              columns={[
                { field: 'label', header: true, render: (r) => t(r.label) },
                { field: 'value', render: (r) => formatValue({ kind: r.kind }, r.value) },
              ]}
            />
            <Section title={t(TK.lines)}>
              <DataTable label={TK.lines} columns={lines} rows={d.items} rowKey={(r) => String(r.baris)} />
            </Section>
            <Section title={t(TK.payments)}>
              <DataTable label={TK.payments} columns={PAYMENTS} rows={d.pembayaran} rowKey={(r) => String(r.baris)} />
            </Section>
            <Section title={t(TK.history)}>
              <DataTable label={TK.history} columns={historyColumns(statusLabel)} rows={d.riwayat} rowKey={(r) => `${String(r.status)}${String(r.created_at)}`} />
            </Section>
            {d.otorisasi.length > 0 && (
              <Section title={t(TK.authorizations)}>
                <DataTable label={TK.authorizations} columns={AUTHORIZATIONS} rows={d.otorisasi} rowKey={(r) => String(r.authorization_id)} />
              </Section>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {reprint && (
          <Button onClick={reprint} disabled={!d || d.status === 'BATAL' || submit.busy}>
            {t(TK.reprint)}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          {t(TK.close)}
        </Button>
      </DialogActions>
      {authorization.dialog}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 0.5, fontWeight: 'bold' }}>
        {title}
      </Typography>
      {children}
    </>
  );
}
