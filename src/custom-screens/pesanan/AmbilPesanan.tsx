// Collecting an order (Ambil Pesanan): type the order's number and Enter, see its lines beside the finished pieces
// added for it on /tambah-data-barang (each at its actual weight, against the estimate: the grams more or less and
// what they cost or save at the locked price), take the rest and post POST pesanan/{no}/ambil: a sale at the order's
// locked prices, paid first by the down payment. Its receipt is the sale's. F2 the order's number, F4 the first
// payment, F8 save.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, CardContent, Checkbox, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { MONEY_PAYMENT_KINDS, summarizePayments } from '../../../domain/payments';
import { paymentBody } from '../../../domain/sale-entry';
import { goldAmount } from '../../../domain/order-pricing';
import { formatRupiah, formatWeightMg, weightMg } from '../../../domain/units';
import { draftPaymentLines, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { Checkout, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { useShortcuts } from '../../engine/shared/shortcuts';
import { NumberSearch } from '../../engine/widgets/NumberSearch';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { SALE } from './kinds';
import { ItemPhoto } from '../../engine/widgets/ItemPhoto';

interface Piece {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  berat: number;
  status: string;
  selisih_berat: number | null;
  selisih_rp: number | null;
}
interface Order {
  no_pesanan: string;
  tgl_system: string;
  status: string;
  nama_customer: string;
  no_hp: string;
  tgl_janji: string | null;
  total_rp: number;
  dp_rp: number;
  no_faktur_jual: string | null;
  items: { nama_barang: string; kode_group: string; perkiraan_berat: number; harga_per_gram: number; ongkos: number; sub_total: number; foto: string }[];
  barang_jadi: Piece[];
}

/** What the chosen pieces sell for: each at the locked price of the first line of its group not yet taken, plus its ongkos. */
function pickUpTotal(order: Order, pieces: Piece[]): number {
  const taken = new Set<number>();
  return pieces.reduce((sum, p) => {
    const at = order.items.findIndex((l, n) => !taken.has(n) && l.kode_group === p.kode_group);
    if (at < 0) return sum;
    taken.add(at);
    return sum + goldAmount(weightMg(p.berat), Number(order.items[at].harga_per_gram)) + Number(order.items[at].ongkos);
  }, 0);
}

export function AmbilPesanan({ data, initialNo }: { data: SaleData; initialNo?: string }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.pesanan.${k}`, args);
  const find = useSubmit({ failure: 'kilau.pesanan.tidak_ditemukan' });
  const call = useApiCall();
  const { post, reset, busy, dialog } = usePostDocument();
  const [no, setNo] = useState(initialNo ?? '');
  const [order, setOrder] = useState<Order>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [payments, setPayments] = useState<DraftPayment[]>([{ jenis: 'TUNAI', jumlah_rp: null }]);
  const [posted, setPosted] = useState<Posted>();
  const noField = useRef<HTMLInputElement>(null);
  const focusNo = () => setTimeout(() => noField.current?.focus(), 0);
  useShortcuts({ F2: focusNo }, !order);

  const ready = order?.barang_jadi.filter((p) => p.status === 'READY') ?? [];
  const pieces = ready.filter((p) => chosen.includes(p.kode_barcode));
  const total = order ? pickUpTotal(order, pieces) : 0;
  const due = Math.max(0, total - Number(order?.dp_rp ?? 0));
  const summary = useMemo(() => summarizePayments(draftPaymentLines(payments), due, { poinRupiah: 0 }), [payments, due]);

  const load = async (number: string) => {
    setOrder(undefined);
    const answer = await find.run(() => call<{ data: Order }>({ path: `pesanan/${encodeURIComponent(number.trim().toUpperCase())}` }), {
      check: () => !number.trim() && 'kilau.pesanan.no_kosong',
      success: false,
    });
    if (!answer) return;
    const o = answer.data;
    const codes = o.barang_jadi.filter((p) => p.status === 'READY').map((p) => p.kode_barcode);
    setOrder(o);
    setChosen(codes);
    setPayments([{ jenis: 'TUNAI', jumlah_rp: Math.max(0, pickUpTotal(o, o.barang_jadi.filter((p) => codes.includes(p.kode_barcode))) - Number(o.dp_rp)) || null }]);
    reset();
  };
  const opened = useRef(false);
  useEffect(() => {
    if (initialNo && !opened.current) {
      opened.current = true;
      void load(initialNo);
    }
  });

  const open = order?.status === 'OPEN';
  const check = () => (!pieces.length ? t('barang_jadi_kosong') : summary.problems[0]?.message);
  const submit = async () => {
    if (!order) return;
    const entry = toEntryPayments(payments).filter((p) => p.jumlah_rp > 0);
    const answer = await post<{ data: { no_faktur_jual: string; grand_total: number; kembalian: number; dp_rp: number; sisa_bayar: number } }>(
      `pesanan/${encodeURIComponent(order.no_pesanan)}/ambil`,
      (ids) => ({ items: pieces.map((p) => ({ kode_barcode: p.kode_barcode })), pembayaran: paymentBody(entry), ...(ids.length ? { authorization_ids: ids } : {}) }),
      check,
    );
    if (answer) {
      const d = answer.data;
      setPosted({ kind: SALE, no: d.no_faktur_jual, grand_total: d.grand_total, dp_rp: d.dp_rp, kembalian: d.kembalian, no_hp: order.no_hp });
    }
  };
  const done = () => {
    setPosted(undefined);
    setOrder(undefined);
    setNo('');
    reset();
    focusNo();
  };

  const toggle = (code: string) => setChosen((prev) => (prev.includes(code) ? prev.filter((c) => c !== code) : [...prev, code]));
  // The customer beside the payments; the lines and the pieces made for them across the screen, where they fit.
  const customerCard = order && (
    <Stack spacing={0.5}>
      <Typography variant="subtitle1">{order.no_pesanan}</Typography>
      <Typography>
        {order.tgl_system} · {order.nama_customer}
      </Typography>
      {order.tgl_janji && <Typography variant="body2">{t('janji_is', { tgl: order.tgl_janji })}</Typography>}
    </Stack>
  );
  const orderCard = order && (
    <Stack spacing={1}>
      <Table size="small" aria-label={t('lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('foto')}</TableCell>
            <TableCell>{t('nama_barang')}</TableCell>
            <TableCell align="right">{t('perkiraan_berat')}</TableCell>
            <TableCell align="right">{t('harga_per_gram')}</TableCell>
            <TableCell align="right">{t('total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((l, i) => (
            <TableRow key={i}>
              <TableCell>
                <ItemPhoto kode_barcode={`${order.no_pesanan}-${i + 1}`} foto={l.foto} path={`pesanan/${encodeURIComponent(order.no_pesanan)}/foto/${i + 1}`} size={56} />
              </TableCell>
              <TableCell>
                {l.nama_barang} ({l.kode_group})
              </TableCell>
              <TableCell align="right">{formatWeightMg(weightMg(l.perkiraan_berat))}</TableCell>
              <TableCell align="right">{formatRupiah(Number(l.harga_per_gram))}</TableCell>
              <TableCell align="right">{formatRupiah(Number(l.sub_total))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">{t('barang_jadi')}</Typography>
      {ready.length === 0 && <Alert severity="info">{t('barang_jadi_belum')}</Alert>}
      {ready.map((p) => (
        <Stack key={p.kode_barcode} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`barang-jadi-${p.kode_barcode}`}>
          <Checkbox checked={chosen.includes(p.kode_barcode)} onChange={() => toggle(p.kode_barcode)} slotProps={{ input: { 'aria-label': p.kode_barcode } }} />
          <Typography sx={{ flex: 1 }}>
            {p.kode_barcode} · {p.nama_barang} · {formatWeightMg(weightMg(p.berat))} g
          </Typography>
          {p.selisih_berat !== null && (
            <Typography variant="body2" color={Number(p.selisih_rp) > 0 ? 'warning.main' : 'success.main'} data-testid="selisih">
              {t(Number(p.selisih_berat) >= 0 ? 'selisih_lebih' : 'selisih_kurang', {
                berat: formatWeightMg(Math.abs(weightMg(Number(p.selisih_berat)))),
                rp: formatRupiah(Math.abs(Number(p.selisih_rp))),
              })}
            </Typography>
          )}
        </Stack>
      ))}
      {!open && <Alert severity="warning">{t('tidak_terbuka', { status: order.status, nota: order.no_faktur_jual ?? '-' })}</Alert>}
    </Stack>
  );

  const totals: TotalRow[] = [
    [t('total_ambil'), total],
    [t('dp'), Number(order?.dp_rp ?? 0)],
    [t('sisa_bayar'), due, true],
    ...(summary.fee_rp ? [[t('fee_total'), summary.fee_rp] as TotalRow] : []),
    [t('total_bayar'), summary.total_dengan_fee],
    [t('kembalian'), summary.kembalian, true],
  ];

  return (
    <Stack spacing={2}>
      <NumberSearch label={t('no_pesanan')} searchLabel={t('cari')} value={no} onChange={setNo} onSearch={() => void load(no)} busy={find.busy} inputRef={noField} />
      {order && (
        <Card>
          <CardContent>{orderCard}</CardContent>
        </Card>
      )}
      {order && (
        <Checkout
          left={customerCard}
          paymentTitle={t('pembayaran')}
          payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={due} kinds={MONEY_PAYMENT_KINDS} />}
          totals={totals}
          saveLabel={t('simpan_ambil')}
          disabled={busy || !open || !pieces.length}
          onSave={() => void submit()}
          onEntryKey={focusNo}
        />
      )}
      {dialog}
      <ResultDialog posted={posted} onClose={done} />
    </Stack>
  );
}
