// Paying a contract (issue 22 item 7): its number and Enter load GET cicilan/{no}: its pieces' price, the schedule
// (each instalment paid or not), what is due now (the next instalment and its late fee) and the early pay-off of
// today. The cashier pays the next instalment or pays off; either must be paid exactly (the server refuses anything
// else: 'Pembayaran Cicilan Harus Sama Dengan Tagihan'). The last instalment and a pay-off hand the pieces over by a
// sale. The result prints the payment's own receipt (NOTA PEMBAYARAN CICILAN: which instalment, what remains, the next
// due date; a pay-off the sale); the schedule's Cetak Ulang reprints a paid instalment's. F2 the number, F4 the first
// payment, F8 save.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Card, CardContent, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { useShortcuts } from '../../engine/shared/shortcuts';
import { NumberSearch } from '../../engine/widgets/NumberSearch';
import { MONEY_PAYMENT_KINDS, summarizePayments } from '../../../domain/payments';
import { paymentBody } from '../../../domain/sale-entry';
import { CICILAN_MESSAGES } from '../../../domain/cicilan';
import { Checkout, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { draftPaymentLines, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { Jadwal, type JadwalRow } from './Jadwal';
import { BAYAR_CICILAN } from './kinds';
import { printReceipt } from '../../engine/transaction/receipt';

interface Contract {
  no_cicilan: string;
  tgl_system: string;
  status: string;
  nama_customer: string;
  no_hp: string | null;
  harga_jual: number;
  dp_rp: number;
  sewa_rp: number;
  lama_cicilan: number;
  sisa_bayar: number;
  tunggakan: number;
  jadwal: JadwalRow[];
  tagihan: { ke: number; jumlah: number; denda_rp: number; total: number } | null;
  pelunasan: { bulan_berjalan: number; sewa_berjalan: number; pelunasan: number } | null;
}

interface Paid {
  data: { no_cicilan: string; no_bayar: string; angsuran_ke: number; total_bayar: number; sisa_bayar: number; no_faktur_jual: string | null };
}

type Mode = 'angsuran' | 'lunas';

export function BayarCicilan({ data, initialNo }: { data: SaleData; initialNo?: string }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.cicilan.${k}`, args);
  const find = useSubmit({ failure: 'kilau.cicilan.tidak_ditemukan' });
  const print = useSubmit({ failure: 'kilau.penjualan.print_failed' });
  // A payment's receipt needs no supervisor to be reprinted (its layout asks for none).
  const reprint = (noBayar: string) => void print.run(() => printReceipt(BAYAR_CICILAN, noBayar), { success: false });
  const call = useApiCall();
  const { post, reset, busy, dialog } = usePostDocument();
  const [no, setNo] = useState(initialNo ?? '');
  const [contract, setContract] = useState<Contract>();
  const [mode, setMode] = useState<Mode>('angsuran');
  const [payments, setPayments] = useState<DraftPayment[]>([{ jenis: 'TUNAI', jumlah_rp: null }]);
  const [posted, setPosted] = useState<Posted>();
  const field = useRef<HTMLInputElement>(null);
  const focus = () => setTimeout(() => field.current?.focus(), 0);

  const dueOf = (c: Contract | undefined, m: Mode) => (m === 'lunas' ? (c?.pelunasan?.pelunasan ?? 0) : (c?.tagihan?.total ?? 0));
  const load = async (number: string) => {
    const wanted = number.trim().toUpperCase();
    const answer = await find.run(() => call<{ data: Contract }>({ path: `cicilan/${encodeURIComponent(wanted)}` }), { check: () => !wanted && 'kilau.cicilan.no_kosong', success: false });
    setContract(answer?.data);
    if (!answer) return focus();
    setMode('angsuran');
    setPayments([{ jenis: 'TUNAI', jumlah_rp: dueOf(answer.data, 'angsuran') || null }]);
    reset();
  };
  const opened = useRef(false);
  useEffect(() => {
    if (initialNo && !opened.current) {
      opened.current = true;
      void load(initialNo);
    }
  });
  const open = contract?.status === 'OPEN';
  useShortcuts({ F2: focus }, !open);
  const due = dueOf(contract, mode);
  const summary = useMemo(() => summarizePayments(draftPaymentLines(payments), due, { poinRupiah: 0 }), [payments, due]);

  const choose = (m: Mode) => {
    setMode(m);
    setPayments([{ jenis: 'TUNAI', jumlah_rp: dueOf(contract, m) || null }]);
    reset();
  };

  const submit = async () => {
    if (!contract) return;
    const path = `cicilan/${encodeURIComponent(contract.no_cicilan)}/${mode === 'lunas' ? 'lunas' : 'bayar'}`;
    const entry = toEntryPayments(payments).filter((p) => p.jumlah_rp > 0);
    const body = () => ({ pembayaran: paymentBody(entry), ...(mode === 'angsuran' && contract.tagihan ? { angsuran_ke: contract.tagihan.ke } : {}) });
    const answer = await post<Paid>(path, body, () => (summary.dibayar !== due ? CICILAN_MESSAGES.paymentNotDue : summary.problems[0]?.message));
    if (answer) {
      const d = answer.data;
      const title = d.no_faktur_jual ? t('lunas_ok', { no: d.no_bayar, jual: d.no_faktur_jual }) : t('bayar_ok', { no: d.no_bayar, ke: d.angsuran_ke });
      setPosted({ kind: BAYAR_CICILAN, no: d.no_bayar, grand_total: d.total_bayar, sisa_bayar: d.sisa_bayar, no_hp: contract.no_hp ?? '', title });
    }
  };
  const done = () => {
    const again = contract?.no_cicilan;
    setPosted(undefined);
    if (again) void load(again);
  };

  const totals: TotalRow[] = contract
    ? [
        [t('harga_jual'), contract.harga_jual],
        [t('sisa'), contract.sisa_bayar],
        ...(mode === 'angsuran' && contract.tagihan
          ? ([
              [t('angsuran_ke', { ke: contract.tagihan.ke }), contract.tagihan.jumlah],
              [t('denda'), contract.tagihan.denda_rp],
            ] as TotalRow[])
          : []),
        [t(mode === 'lunas' ? 'pelunasan' : 'tagihan'), due, true],
        [t('total_bayar'), summary.total_dengan_fee],
      ]
    : [];

  return (
    <Stack spacing={2}>
      <NumberSearch label={t('no_cicilan')} searchLabel={t('cari')} value={no} onChange={setNo} onSearch={() => void load(no)} busy={find.busy} inputRef={field} />
      {contract && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline', mb: 1 }}>
              <Typography variant="subtitle1" data-testid="cicilan-heading">
                {contract.no_cicilan} · {contract.tgl_system} · {contract.nama_customer}
              </Typography>
              <Typography variant="body2" data-testid="cicilan-status">
                {t(`status.${contract.status}`)}
              </Typography>
              {contract.tunggakan > 0 && <Typography color="error">{t('tunggakan', { n: contract.tunggakan })}</Typography>}
            </Stack>
            {!open && <Alert severity="info">{t(`tidak_bisa_bayar.${contract.status}`)}</Alert>}
            <Box sx={{ maxWidth: 760 }}>
              <Jadwal rows={contract.jadwal} paid next={contract.tagihan?.ke} onReprint={reprint} />
            </Box>
          </CardContent>
        </Card>
      )}
      {contract && open && (
        <Checkout
          left={
            <RadioGroup value={mode} onChange={(e) => choose(e.target.value as Mode)}>
              <FormControlLabel value="angsuran" control={<Radio />} label={t('bayar_angsuran')} />
              <FormControlLabel value="lunas" control={<Radio />} label={t('pelunasan_cepat', { n: contract.pelunasan?.bulan_berjalan ?? 0 })} />
            </RadioGroup>
          }
          paymentTitle={t('pembayaran')}
          payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={due} kinds={MONEY_PAYMENT_KINDS} />}
          totals={totals}
          saveLabel={t(mode === 'lunas' ? 'simpan_lunas' : 'simpan_bayar')}
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
