// /dashboardPusat's branches (GET dashboard/cabang): each shop's day side by side, from its own server: the day's
// trade per kind (notas, grams, rupiah), its business date, how long it took to answer; the shops that have not closed
// the day before and those that could not be reached are named above the table; below it the chain's month (the
// shops read, summed per day).
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { formatDecimal, formatMoney } from '../../../domain/format';
import { MonthCharts } from './MonthCharts';
import { k, type DayPoint, type DayTotal, type TradeKind } from './types';

interface BranchDay {
  kode_toko: string;
  nama_toko: string;
  status: 'success' | 'error';
  message: string | null;
  tgl_system: string | null;
  ringkasan: DayTotal[];
  ms: number;
}

interface Answer {
  cabang: BranchDay[];
  datagram_penjualan: DayPoint[];
  datagram_pembelian: DayPoint[];
  belum_tutup: string[];
  tidak_terjangkau: string[];
}

const KINDS: readonly TradeKind[] = ['PENJUALAN', 'PEMBELIAN', 'PESANAN', 'SERVICE', 'HUTANG'];

export function BranchDays() {
  const t = useTranslate();
  const { data } = useApiQuery<{ data: Answer }>('dashboard/cabang', undefined, { keepPrevious: true });
  const d = data?.data;
  if (!d) return null;
  const shown = KINDS.filter((kind) => d.cabang.some((b) => b.ringkasan.some((r) => r.jenis === kind)));
  const figure = (b: BranchDay, kind: TradeKind) => b.ringkasan.find((r) => r.jenis === kind);
  const columns: Column<BranchDay>[] = [
    { field: 'kode_toko', label: t(k('cabang.toko')), render: (b) => `${b.kode_toko} - ${b.nama_toko}`, header: true },
    { field: 'tgl_system', label: t(k('cabang.tgl_system')), render: (b) => (b.status === 'error' ? b.message : b.tgl_system) },
    ...shown.map(
      (kind): Column<BranchDay> => ({
        field: kind,
        label: t(k(`jenis.${kind}`)),
        align: 'right',
        render: (b) => {
          const r = figure(b, kind);
          return r ? t(k('cabang.angka'), { nota: formatMoney(r.jumlah), gram: formatDecimal(r.berat, 3), rupiah: formatMoney(r.total) }) : '';
        },
      }),
    ),
    { field: 'ms', label: t(k('cabang.ms')), align: 'right', render: (b) => formatMoney(b.ms) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="cabang">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(k('cabang.title'))}
      </Typography>
      <Stack spacing={1} sx={{ mb: 1 }}>
        {d.tidak_terjangkau.length > 0 && <Alert severity="error">{t(k('cabang.tidak_terjangkau'), { toko: d.tidak_terjangkau.join(', ') })}</Alert>}
        {d.belum_tutup.length > 0 && <Alert severity="warning">{t(k('cabang.belum_tutup'), { toko: d.belum_tutup.join(', ') })}</Alert>}
      </Stack>
      <DataTable columns={columns} rows={d.cabang} rowKey="kode_toko" label={t(k('cabang.title'))} />
      {(d.datagram_penjualan.length > 0 || d.datagram_pembelian.length > 0) && (
        <Stack spacing={1} sx={{ mt: 2 }} data-testid="bulan-cabang">
          <Typography variant="subtitle1" component="h3">
            {t(k('cabang.bulan'))}
          </Typography>
          <MonthCharts d={{ datagram_penjualan: d.datagram_penjualan.length ? d.datagram_penjualan : undefined, datagram_pembelian: d.datagram_pembelian.length ? d.datagram_pembelian : undefined, links: {} }} />
        </Stack>
      )}
    </Paper>
  );
}
