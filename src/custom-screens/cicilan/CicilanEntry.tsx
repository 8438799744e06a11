// A contract of gold instalments at the counter (issue 22 item 6): pieces scanned (priced as the sale prices them
// now: the price the contract locks), a /parameter-cicilan row, the customer and the DP (money only, at least the
// row's minimum); the fee, instalment and schedule previewed with domain/cicilan.ts, the functions the server posts
// with. F2 the barcode, F4 the first payment, F8 save (the Checkout frame). The receipt is NOTA CICILAN EMAS.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Card, CardContent, IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { useApiCall, useApiQuery, useSubmit } from '../../engine/data';
import { getSession } from '../../engine/session';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { MONEY_PAYMENT_KINDS, summarizePayments } from '../../../domain/payments';
import { headerBody, paymentBody, previewSale, scanRefusal, SALE_ITEM_MESSAGES, type EntryLine, type SaleItem } from '../../../domain/sale-entry';
import { CICILAN_MESSAGES, cicilanTerms, jadwalCicilan, minimumDp, parameterOf, type CicilanParameterRow } from '../../../domain/cicilan';
import { formatRupiah, formatWeightMg, weightMg } from '../../../domain/units';
import parameterCicilan from '../../../definitions/masters/parameter-cicilan';
import { Checkout, useCustomerHeader, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { draftPaymentLines, FIRST_PAYMENT, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { Jadwal } from './Jadwal';
import { CICILAN } from './kinds';

interface Props {
  data: SaleData;
  onDirty: (dirty: boolean) => void;
  onFresh: () => void;
}

interface Posting {
  no_cicilan: string;
  harga_jual: number;
  dp_rp: number;
  pokok: number;
  sewa_rp: number;
}

export function CicilanEntry({ data, onDirty, onFresh }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.cicilan.${k}`, args);
  const lookup = useSubmit({ failure: SALE_ITEM_MESSAGES.notFound });
  const call = useApiCall();
  const rows = useApiQuery<{ data: CicilanParameterRow[] }>(parameterCicilan.api.list);
  const { post, busy, dialog } = usePostDocument();
  const customer = useCustomerHeader();
  const [lines, setLines] = useState<EntryLine[]>([]);
  const [kode, setKode] = useState('');
  const [payments, setPayments] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [posted, setPosted] = useState<Posted>();
  const scanField = useRef<HTMLInputElement>(null);

  const totals = useMemo(() => previewSale(lines, null, data.prices, data.rules), [lines, data]);
  // The quick-cash buttons offer the row's minimum DP once one is chosen.
  const price = totals.grand_total;
  const summary = useMemo(() => summarizePayments(draftPaymentLines(payments), price, { poinRupiah: 0, partial: true }), [payments, price]);
  const row = rows.data?.data.find((r) => r.kode_cicilan === kode);
  const param = row && parameterOf(row);
  const made = param && lines.length ? cicilanTerms(price, param, summary.dibayar) : undefined;
  const terms = made && 'terms' in made ? made.terms : undefined;
  const today = getSession()?.tgl_system ?? '';
  const jadwal = terms ? jadwalCicilan(terms, today) : [];

  const focusScan = () => setTimeout(() => scanField.current?.focus(), 0);
  useEffect(() => {
    focusScan();
  }, []);
  const holding = lines.length > 0;
  useEffect(() => onDirty(holding && !posted), [holding, posted]);
  useEffect(() => () => onDirty(false), []);

  const scan = async (barcode: string) => {
    const answer = await lookup.run(() => call<{ data: SaleItem }>({ path: `barang/get/${encodeURIComponent(barcode)}` }), {
      check: () => lines.some((l) => l.item.kode_barcode === barcode) && SALE_ITEM_MESSAGES.inTable,
      success: false,
    });
    if (!answer) return;
    const refused = scanRefusal(answer.data, lines.map((l) => l.item), data.modules);
    if (refused) return void lookup.refuse(refused);
    data.refreshPrices();
    setLines((prev) => (prev.some((l) => l.item.kode_barcode === answer.data.kode_barcode) ? prev : [...prev, { item: answer.data, berat_jual_mg: weightMg(answer.data.berat), diskon: null }]));
  };

  const check = () => {
    const missing = customer.check();
    if (!lines.length) return t('barang_kosong');
    if (!param) return t('pilih_parameter');
    if (made && 'problem' in made) return CICILAN_MESSAGES[made.problem];
    return totals.problems[0]?.message || missing || summary.problems[0]?.message;
  };

  const submit = async () => {
    const entry = toEntryPayments(payments).filter((p) => p.jumlah_rp > 0);
    const body = (ids: string[]) => ({
      ...headerBody(customer.header),
      items: lines.map((l) => ({ kode_barcode: l.item.kode_barcode })),
      kode_cicilan: kode,
      pembayaran: paymentBody(entry),
      ...(ids.length ? { authorization_ids: ids } : {}),
    });
    const answer = await post<{ data: Posting }>('cicilan', body, check);
    if (answer) {
      const d = answer.data;
      setPosted({ kind: CICILAN, no: d.no_cicilan, grand_total: d.harga_jual, dp_rp: d.dp_rp, sisa_bayar: d.pokok + d.sewa_rp, no_hp: customer.header.no_hp });
    }
  };

  const totalRows: TotalRow[] = [
    [t('harga_jual'), price, true],
    ...(param ? [[t('dp_minimal'), minimumDp(price, param)] as TotalRow] : []),
    [t('dp'), summary.total_dengan_fee],
    ...(terms
      ? ([
          [t('pokok'), terms.pokok],
          [t('sewa'), terms.sewa_rp],
          [t('angsuran', { n: terms.lama_cicilan }), terms.nilai_angsuran, true],
        ] as TotalRow[])
      : []),
  ];
  const problem = made && 'problem' in made && summary.dibayar > 0 ? CICILAN_MESSAGES[made.problem] : undefined;

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <BarcodeInput onScan={scan} disabled={busy} entryKey="F2" inputRef={scanField} />
            <TextField select size="small" label={t('parameter')} value={kode} onChange={(e) => setKode(e.target.value)} sx={{ width: 320 }} data-testid="kode-cicilan">
              {(rows.data?.data ?? []).map((r) => (
                <MenuItem key={r.kode_cicilan} value={r.kode_cicilan}>
                  {t('parameter_row', { kode: r.kode_cicilan, bulan: Number(r.lama_cicilan), sewa: Number(r.sewa_persen), dp: Number(r.dp_persen) })}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary" data-testid="items-count">
              {t('items_count', { n: lines.length, berat: formatWeightMg(totals.berat_jual_mg) })}
            </Typography>
          </Stack>
          <Table size="small" aria-label={t('barang')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('kode_barcode')}</TableCell>
                <TableCell>{t('nama_barang')}</TableCell>
                <TableCell align="right">{t('berat')}</TableCell>
                <TableCell align="right">{t('harga')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l, i) => (
                <TableRow key={l.item.kode_barcode} data-testid={`cicilan-baris-${i}`}>
                  <TableCell>{l.item.kode_barcode}</TableCell>
                  <TableCell>{l.item.nama_barang}</TableCell>
                  <TableCell align="right">{formatWeightMg(l.berat_jual_mg)}</TableCell>
                  <TableCell align="right">{formatRupiah(totals.lines[i]?.harga_total ?? 0)}</TableCell>
                  <TableCell>
                    <IconButton size="small" aria-label={t('hapus')} onClick={() => setLines((prev) => prev.filter((_, j) => j !== i))}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Checkout
        customer={customer}
        sales={data.sales}
        paymentTitle={t('pembayaran_dp')}
        payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={param ? minimumDp(price, param) : price} kinds={MONEY_PAYMENT_KINDS} />}
        totals={totalRows}
        notes={problem && <Alert severity="warning">{problem}</Alert>}
        saveLabel={t('simpan')}
        disabled={busy || !lines.length}
        onSave={() => void submit()}
        onEntryKey={focusScan}
      />
      {terms && (
        <Card>
          <CardContent>
            <Typography variant="subtitle1">{t('jadwal')}</Typography>
            <Box sx={{ maxWidth: 560 }}>
              <Jadwal rows={jadwal} />
            </Box>
          </CardContent>
        </Card>
      )}
      {dialog}
      <ResultDialog posted={posted} onClose={onFresh} />
    </Stack>
  );
}
