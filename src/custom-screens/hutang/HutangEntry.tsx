// Taking a pawn loan (issue 22 item 1) at the counter: the customer first (with the KTP number, the customer's photo
// and the KTP's, stored once the loan is saved), then the pledged pieces (name, kadar, weight with bag and gold
// weight, quantity, condition, photo), then the loan: the principal beside its plafond (POST hutang/hitung-plafond;
// refused above it under PLAFOND_HUTANG_MODULE), filled until the cashier types one with the principal that answer
// suggests (PARAMETER_JUMLAH_HUTANG_POKOK_MODULE: saran_pokok), the monthly rate (empty: the shop's default; under
// PARAMETER_BUNGA_HUTANG_MODULE the parameter table decides), the term in days and its due date, the interest of a
// month; and the money paid out (cash from the till or a transfer from a shop account, exactly the principal). F2 the
// first piece's name, F4 the first payout line, F8 saves. The receipt is NOTA HUTANG.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiCall, useApiQuery, useDebounced } from '../../engine/data';
import { getSession } from '../../engine/session';
import { moduleOn } from '../../../domain/gates';
import { addDays } from '../../../domain/dates';
import { interestMonthly } from '../../../domain/hutang';
import { EMPTY_HUTANG_LINE, hutangBody, hutangProblem, plafondPieces, type HutangLineDraft, type HutangTermsDraft } from '../../../domain/hutang-entry';
import { summarizePayments, type PaymentKind } from '../../../domain/payments';
import { MONEY, numberUnit, PERCENT } from '../../../domain/units';
import kondisiMaster from '../../../definitions/masters/kondisi-pinjaman';
import { NumberField } from '../../engine/widgets/NumberField';
import { Checkout, useCustomerHeader, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { draftPaymentLines, FIRST_PAYMENT, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import { useLinePhotos } from '../../engine/transaction/counter/line-photos';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { HutangLines, type Kondisi } from './HutangLines';
import { HUTANG } from './kinds';
import { CUSTOMER_PHOTOS, useCustomerPhotos } from './customer-photos';
import { LinePhoto } from '../../engine/widgets/LinePhoto';

/** What a loan is paid out with: cash from the till, or a transfer from one of the shop's accounts. */
const PAYOUT_KINDS: readonly PaymentKind[] = ['TUNAI', 'TRANSFER'];
const DAYS = numberUnit(0);

interface Props {
  data: SaleData;
  onDirty: (dirty: boolean) => void;
  onFresh: () => void;
}

interface Posting {
  no_faktur_hutang: string;
  tgl_jatuh_tempo: string;
  plafond: number;
  jumlah_hutang: number;
  bunga_persen: number;
}

export function HutangEntry({ data, onDirty, onFresh }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.hutang.${k}`, args);
  const call = useApiCall();
  const kondisi = useApiQuery<{ data: Kondisi[] }>(kondisiMaster.api.list);
  const { post, busy, dialog } = usePostDocument();
  const photos = useLinePhotos();
  const customerPhotos = useCustomerPhotos();
  const customer = useCustomerHeader();
  const [lines, setLines] = useState<HutangLineDraft[]>([EMPTY_HUTANG_LINE]);
  const [terms, setTerms] = useState<HutangTermsDraft>({ jumlah_hutang: null, bunga: null, lama_pinjam: 30, no_ktp: '' });
  const [payments, setPayments] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [plafond, setPlafond] = useState<{ plafond: number; berlaku: boolean; saran_pokok: number | null }>();
  // Whether the cashier typed the principal: until then it follows the suggestion of the pieces.
  const [typed, setTyped] = useState(false);
  const [posted, setPosted] = useState<Posted>();
  const box = useRef<HTMLDivElement>(null);
  const byTable = moduleOn(data.modules, 'PARAMETER_BUNGA_HUTANG_MODULE');
  const today = getSession()?.tgl_system ?? '';

  // The plafond of the pieces as typed, asked of the server a moment after typing stops.
  const pieces = useDebounced(JSON.stringify(plafondPieces(lines)), 400);
  useEffect(() => {
    let live = true;
    const items = JSON.parse(pieces) as { kadar: number; berat: number }[];
    if (!items.length) return setPlafond(undefined);
    call<{ data: { plafond: number; berlaku: boolean; saran_pokok: number | null } }>({ method: 'POST', path: 'hutang/hitung-plafond', body: { items } })
      .then((a) => live && setPlafond(a.data))
      .catch(() => live && setPlafond(undefined));
    return () => {
      live = false;
    };
  }, [pieces]);

  // The principal PARAMETER_JUMLAH_HUTANG_POKOK_MODULE suggests (per gram of the kadar, or the gold value) fills an
  // amount the cashier has not typed.
  const saran = plafond?.saran_pokok;
  useEffect(() => {
    if (!typed && saran != null) setTerms((prev) => ({ ...prev, jumlah_hutang: saran || null }));
  }, [saran, typed]);

  const jumlah = terms.jumlah_hutang ?? 0;
  const summary = useMemo(() => summarizePayments(draftPaymentLines(payments), jumlah, { poinRupiah: 0 }), [payments, jumlah]);
  const problem = hutangProblem(lines, terms, plafond, summary.dibayar);
  const problemText = problem && (problem.line ? t('baris_problem', { n: problem.line, message: t(`problem.${problem.code}`) }) : t(`problem.${problem.code}`));
  const due = terms.lama_pinjam ? addDays(today, terms.lama_pinjam) : '';
  const monthly = terms.bunga !== null && jumlah > 0 ? interestMonthly(jumlah, terms.bunga / 100, 30) : null;

  const focusLine = (i: number) => setTimeout(() => box.current?.querySelector<HTMLElement>(`[data-testid="nama-${i}"]`)?.focus(), 0);
  const focusFirst = () => focusLine(0);
  useEffect(() => {
    focusFirst();
  }, []);
  const holding = lines.some((l) => l.nama_barang || l.berat_mg) || jumlah > 0;
  useEffect(() => onDirty(holding && !posted), [holding, posted]);
  useEffect(() => () => onDirty(false), []);

  const submit = async () => {
    const entry = toEntryPayments(payments);
    const answer = await post<{ data: Posting }>('hutang', (ids) => hutangBody(customer.header, lines, terms, entry, ids), () => customer.check() || problemText);
    if (answer) {
      const d = answer.data;
      await photos.upload('hutang', d.no_faktur_hutang);
      await customerPhotos.upload(d.no_faktur_hutang);
      setPosted({ kind: HUTANG, no: d.no_faktur_hutang, grand_total: d.jumlah_hutang, no_hp: customer.header.no_hp, title: t('tersimpan', { tgl: d.tgl_jatuh_tempo }) });
    }
  };

  const totals: TotalRow[] = [
    ...(plafond ? [[t('plafond'), plafond.plafond] as TotalRow] : []),
    [t('jumlah_hutang'), jumlah, true],
    ...(monthly !== null ? [[t('bunga_per_bulan'), monthly] as TotalRow] : []),
    [t('dicairkan'), summary.dibayar, true],
  ];

  const loan = (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          label={t('no_ktp')}
          value={terms.no_ktp}
          onChange={(e) => setTerms({ ...terms, no_ktp: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'no-ktp' } }}
        />
        {CUSTOMER_PHOTOS.map((jenis) => (
          <LinePhoto key={jenis} value={customerPhotos.photos[jenis]} onChange={(photo) => customerPhotos.set(jenis, photo)} label={t(`foto_${jenis}`)} testId={`foto-${jenis}`} />
        ))}
      </Stack>
      <NumberField
        unit={MONEY}
        label={t('jumlah_hutang')}
        value={terms.jumlah_hutang}
        onValue={(jumlah_hutang) => {
          setTyped(jumlah_hutang !== null);
          setTerms({ ...terms, jumlah_hutang });
        }}
        testId="jumlah-hutang"
      />
      {byTable ? (
        <Typography variant="body2">{t('bunga_tabel')}</Typography>
      ) : (
        <NumberField unit={PERCENT} label={t('bunga_persen')} value={terms.bunga} onValue={(bunga) => setTerms({ ...terms, bunga })} testId="bunga-persen" helperText={t('bunga_default')} />
      )}
      <NumberField unit={DAYS} label={t('lama_pinjam')} value={terms.lama_pinjam} onValue={(lama_pinjam) => setTerms({ ...terms, lama_pinjam })} testId="lama-pinjam" />
      {due && <Typography data-testid="jatuh-tempo">{t('jatuh_tempo_is', { tgl: due })}</Typography>}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent ref={box}>
          <Typography variant="subtitle1" sx={{ mb: 2 }}>
            {t('barang_jaminan')}
          </Typography>
          <HutangLines
            lines={lines}
            kondisi={kondisi.data?.data ?? []}
            onChange={(i, line) => setLines((prev) => prev.map((l, j) => (j === i ? line : l)))}
            onRemove={(i) => {
              setLines((prev) => prev.filter((_, j) => j !== i));
              photos.remove(i);
            }}
            photos={photos.photos}
            onPhoto={photos.set}
            onAdd={() => {
              setLines((prev) => [...prev, EMPTY_HUTANG_LINE]);
              focusLine(lines.length);
            }}
          />
        </CardContent>
      </Card>
      <Checkout
        customer={customer}
        sales={data.sales}
        paymentTitle={t('pencairan')}
        payments={
          <Stack spacing={2}>
            {loan}
            <PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={jumlah} kinds={PAYOUT_KINDS} />
          </Stack>
        }
        totals={totals}
        notes={problem && holding ? <Alert severity="info" data-testid="hutang-problem">{problemText}</Alert> : undefined}
        saveLabel={t('simpan')}
        disabled={busy}
        onSave={() => void submit()}
        onEntryKey={focusFirst}
      />
      {dialog}
      <ResultDialog posted={posted} onClose={onFresh} />
    </Stack>
  );
}
