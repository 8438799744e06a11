// An existing loan at the counter (issue 22 item 3): its number and Enter load GET hutang/{no}: the pledged pieces,
// the terms in force, and today's bill (principal, days, rate, interest, late fee). Then either
// - Tebus (redeem): the bill paid exactly with the sale's money kinds, POST hutang/{no}/lunas; or
// - Perpanjang (renew): a new monthly rate, optionally part of the principal; today's interest and late fee plus that
//   part paid, POST hutang/{no}/perpanjang, with a supervisor's PEREMAJAAN_HUTANG (asked when the server says so).
// A loan not open (redeemed, auctioned, cancelled) is shown and refused here, as the server refuses it. The result
// prints the redemption's or the renewal's own receipt (NOTA PELUNASAN / PEREMAJAAN HUTANG); a loaded loan offers each
// of them again (Cetak Ulang, its number). F2 the number, F4 the first payment, F8 save.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { useShortcuts } from '../../engine/shared/shortcuts';
import { NumberSearch } from '../../engine/widgets/NumberSearch';
import { MONEY_PAYMENT_KINDS, summarizePayments } from '../../../domain/payments';
import { paymentBody } from '../../../domain/sale-entry';
import { perpanjangBody } from '../../../domain/hutang-entry';
import { formatRupiah, formatWeightMg, MONEY, PERCENT, weightMg } from '../../../domain/units';
import { NumberField } from '../../engine/widgets/NumberField';
import { draftPaymentLines, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { Checkout, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { LUNAS_HUTANG, PEREMAJAAN_HUTANG } from './kinds';
import { printReceipt, type PrintingKind } from '../../engine/transaction/receipt';
import { TK } from '../../engine/transaction/labels';

interface Bill {
  jumlah_hutang: number;
  lama_pinjam_hari: number;
  bunga_persen: number;
  bunga_rp: number;
  denda_rp: number;
  total_bayar: number;
}

interface Loan {
  no_faktur_hutang: string;
  tgl_system: string;
  status: 'OPEN' | 'DONE' | 'LELANG' | 'VALID' | 'BATAL';
  nama_customer: string;
  no_hp: string | null;
  jumlah_hutang: number;
  bunga_persen: number;
  tgl_jatuh_tempo: string;
  hari_terlambat: number;
  tagihan: Bill | null;
  items: { nama_barang: string; kadar: number; berat: number | string; berat_kotor: number; qty: number; kondisi: string }[];
  /** Each term: the loan's own (no_ref its number), then each renewal's (no_ref the renewal). */
  termin: { no_ref: string }[];
  no_lunas: string | null;
}

/** The receipts of a loan's renewals and of its redemption in force, each to be printed again. */
function stepReceipts(loan: Loan): { kind: PrintingKind; no: string }[] {
  const renewals = loan.termin.filter((t) => t.no_ref !== loan.no_faktur_hutang).map((t) => ({ kind: PEREMAJAAN_HUTANG, no: t.no_ref }));
  return loan.no_lunas ? [...renewals, { kind: LUNAS_HUTANG, no: loan.no_lunas }] : renewals;
}

type Step = 'lunas' | 'perpanjang';

export function HutangTebus({ data, initialNo }: { data: SaleData; initialNo?: string }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.hutang.${k}`, args);
  const call = useApiCall();
  const find = useSubmit({ failure: 'kilau.hutang.tidak_ditemukan' });
  const print = useSubmit({ failure: 'kilau.penjualan.print_failed' });
  const { post, reset, busy, dialog } = usePostDocument();
  const [no, setNo] = useState(initialNo ?? '');
  const [loan, setLoan] = useState<Loan>();
  const [step, setStep] = useState<Step>('lunas');
  const [payments, setPayments] = useState<DraftPayment[]>([{ jenis: 'TUNAI', jumlah_rp: null }]);
  const [bungaBaru, setBungaBaru] = useState<number | null>(null);
  const [bayarPokok, setBayarPokok] = useState<number | null>(null);
  const [posted, setPosted] = useState<Posted>();
  const field = useRef<HTMLInputElement>(null);
  const focus = () => setTimeout(() => field.current?.focus(), 0);

  const bill = loan?.tagihan ?? null;
  const open = loan?.status === 'OPEN' && !!bill;
  const dueOf = (s: Step, pokok: number | null) => (bill ? (s === 'lunas' ? bill.total_bayar : bill.bunga_rp + bill.denda_rp + (pokok ?? 0)) : 0);
  const due = dueOf(step, bayarPokok);
  const summary = useMemo(() => summarizePayments(draftPaymentLines(payments), due, { poinRupiah: 0 }), [payments, due]);
  useShortcuts({ F2: focus }, !open);

  const load = async (number: string) => {
    setLoan(undefined);
    const wanted = number.trim().toUpperCase();
    const answer = await find.run(() => call<{ data: Loan }>({ path: `hutang/${encodeURIComponent(wanted)}` }), { check: () => !wanted && 'kilau.hutang.no_kosong', success: false });
    if (!answer) return focus();
    const l = { ...answer.data, no_faktur_hutang: answer.data.no_faktur_hutang ?? wanted };
    setLoan(l);
    setStep('lunas');
    setBungaBaru(null);
    setBayarPokok(null);
    setPayments([{ jenis: 'TUNAI', jumlah_rp: l.tagihan?.total_bayar ?? null }]);
    reset();
  };
  const opened = useRef(false);
  useEffect(() => {
    if (initialNo && !opened.current) {
      opened.current = true;
      void load(initialNo);
    }
  });
  const pick = (s: Step) => {
    setStep(s);
    setPayments([{ jenis: 'TUNAI', jumlah_rp: dueOf(s, bayarPokok) || null }]);
    reset();
  };

  const submit = async () => {
    if (!loan || !open) return;
    const entry = toEntryPayments(payments).filter((p) => p.jumlah_rp > 0);
    const path = `hutang/${encodeURIComponent(loan.no_faktur_hutang)}/${step}`;
    const check = () => (summary.dibayar !== due ? t('bayar_harus_tagihan') : step === 'perpanjang' && bungaBaru === null ? t('bunga_baru_kosong') : undefined);
    const answer = await post<{ data: { total_bayar: number; no_lunas?: string; no_peremajaan?: string; tgl_jatuh_tempo?: string } }>(
      path,
      (ids) => (step === 'lunas' ? { pembayaran: paymentBody(entry) } : perpanjangBody(bungaBaru, bayarPokok ?? 0, entry, ids)),
      check,
    );
    if (answer) {
      const d = answer.data;
      const title = step === 'lunas' ? t('lunas_ok', { no: d.no_lunas }) : t('perpanjang_ok', { no: d.no_peremajaan, tgl: d.tgl_jatuh_tempo });
      const printed = step === 'lunas' ? { kind: LUNAS_HUTANG, no: d.no_lunas! } : { kind: PEREMAJAAN_HUTANG, no: d.no_peremajaan! };
      setPosted({ ...printed, grand_total: d.total_bayar, no_hp: loan.no_hp ?? '', title });
    }
  };
  const done = () => {
    setPosted(undefined);
    setLoan(undefined);
    setNo('');
    reset();
    focus();
  };

  const billRows: TotalRow[] = bill
    ? [
        [t('jumlah_hutang'), bill.jumlah_hutang],
        [t('bunga_hari', { hari: bill.lama_pinjam_hari, persen: bill.bunga_persen }), bill.bunga_rp],
        [t('denda'), bill.denda_rp],
        ...(step === 'perpanjang' ? [[t('bayar_pokok'), bayarPokok ?? 0] as TotalRow] : []),
        [t('total_tagihan'), due, true],
      ]
    : [];

  return (
    <Stack spacing={2}>
      <NumberSearch label={t('no_faktur_hutang')} searchLabel={t('cari')} value={no} onChange={setNo} onSearch={() => void load(no)} busy={find.busy} inputRef={field} />
      {loan && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline', mb: 1 }}>
              <Typography variant="subtitle1" data-testid="hutang-heading">
                {loan.no_faktur_hutang} · {loan.tgl_system} · {loan.nama_customer}
              </Typography>
              <Typography variant="body2" data-testid="hutang-status">
                {t('status_is', { status: t(`status.${loan.status}`), tgl: loan.tgl_jatuh_tempo })}
              </Typography>
              {loan.hari_terlambat > 0 && <Alert severity="warning">{t('terlambat', { hari: loan.hari_terlambat })}</Alert>}
            </Stack>
            {!open && <Alert severity="warning" data-testid="hutang-refused">{t(`refused.${loan.status}`)}</Alert>}
            <Table size="small" aria-label={t('barang_jaminan')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('nama_barang')}</TableCell>
                  <TableCell align="right">{t('kadar')}</TableCell>
                  <TableCell align="right">{t('berat_kotor')}</TableCell>
                  <TableCell align="right">{t('berat_emas')}</TableCell>
                  <TableCell>{t('kondisi')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {loan.items.map((l, i) => (
                  <TableRow key={i} data-testid={`jaminan-${i}`}>
                    <TableCell>
                      {i + 1}. {l.nama_barang} ({l.qty})
                    </TableCell>
                    <TableCell align="right">{Number(l.kadar)}</TableCell>
                    <TableCell align="right">{formatWeightMg(weightMg(l.berat_kotor))}</TableCell>
                    <TableCell align="right">{formatWeightMg(weightMg(l.berat))}</TableCell>
                    <TableCell>{l.kondisi}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {stepReceipts(loan).length > 0 && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} data-testid="hutang-nota">
                {stepReceipts(loan).map((r) => (
                  <Button key={r.no} size="small" disabled={print.busy} onClick={() => void print.run(() => printReceipt(r.kind, r.no), { success: false })}>
                    {translate(TK.reprint)} {r.no}
                  </Button>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
      {open && (
        <Checkout
          left={
            <Stack spacing={1.5}>
              <ToggleButtonGroup exclusive size="small" value={step} onChange={(_, s: Step | null) => s && pick(s)} aria-label={t('langkah')}>
                <ToggleButton value="lunas">{t('tebus')}</ToggleButton>
                <ToggleButton value="perpanjang">{t('perpanjang')}</ToggleButton>
              </ToggleButtonGroup>
              {step === 'perpanjang' && (
                <>
                  <NumberField unit={PERCENT} label={t('bunga_baru')} value={bungaBaru} onValue={setBungaBaru} testId="bunga-baru" />
                  <NumberField
                    unit={MONEY}
                    label={t('bayar_pokok')}
                    value={bayarPokok}
                    onValue={(v) => {
                      setBayarPokok(v);
                      setPayments([{ jenis: 'TUNAI', jumlah_rp: dueOf('perpanjang', v) || null }]);
                    }}
                    testId="bayar-pokok"
                  />
                  <Typography variant="body2">{t('perpanjang_help', { hutang: formatRupiah(loan.jumlah_hutang - (bayarPokok ?? 0)) })}</Typography>
                </>
              )}
            </Stack>
          }
          paymentTitle={t('pembayaran')}
          payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={due} kinds={MONEY_PAYMENT_KINDS} />}
          totals={[...billRows, [t('dibayar'), summary.total_dengan_fee, true]]}
          saveLabel={step === 'lunas' ? t('simpan_tebus') : t('simpan_perpanjang')}
          disabled={busy}
          onSave={() => void submit()}
          onEntryKey={focus}
        />
      )}
      {dialog}
      <ResultDialog posted={posted} onClose={done} />
    </Stack>
  );
}
