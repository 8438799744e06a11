// The Beli tab of /transaksi-jual-beli-manual: gold bought from a customer by weight, into the manual stock of the
// buy-back warehouse. Pick the group, type kadar, pieces and grams, pick the condition, Enter adds the line, priced
// live with the buy-back's own functions (domain/buyback-pricing.ts); the money goes out in cash or by transfer to the
// customer's account and must add up to the total (as /transaksi-pembelian). Simpan posts; the receipt prints at once.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { entryFieldSlots } from '../../engine/shared/shortcuts';
import { DataTable, type Column } from '../../engine/table';
import { BUYBACK_MESSAGES, buybackLineProblem, resolveBuybackLine } from '../../../domain/buyback-pricing';
import { headerBody } from '../../../domain/sale-entry';
import { KADAR, mgToGrams, numberUnit, WEIGHT } from '../../../domain/units';
import { Checkout, useCustomerHeader } from '../../engine/transaction/counter/Checkout';
import { NumberField } from '../../engine/widgets/NumberField';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { enterAdds, useRemoveColumn } from './lines';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import type { BuybackData } from '../../engine/transaction/counter/buyback/useBuybackData';
import { usePayouts } from '../../engine/transaction/counter/buyback/usePayouts';
import { printingKind } from '../../../definitions/define';
import manualBuybackScreens from '../../../definitions/transactions/pembelian-manual';

const MANUAL_BUYBACK = printingKind(manualBuybackScreens);

const PIECES = numberUnit(0);
/** The picker is the screen's entry field: F2 and the skip link reach it. */
const ENTRY = entryFieldSlots('F2');

/** A line as typed: kadar in hundredths, weight in milligrams. */
interface Draft {
  kode_group: string;
  kadar: number;
  qty: number;
  berat_mg: number;
  kondisi: string;
  ada_nota: boolean;
}

export function ManualBuybackEntry({ data, onDirty }: { data: BuybackData; onDirty: (dirty: boolean) => void }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.jual_beli_manual.${k}`, args);
  const tb = (k: string, args?: object) => translate(`kilau.pembelian.${k}`, args);
  const adding = useSubmit();
  const { post, reset, busy, dialog } = usePostDocument();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const removeColumn = useRemoveColumn<Row>((i) => setDrafts((prev) => prev.filter((_, j) => j !== i)));
  const [group, setGroup] = useState('');
  const [kadar, setKadar] = useState<number | null>(null);
  const [qty, setQty] = useState<number | null>(1);
  const [berat, setBerat] = useState<number | null>(null);
  const [kondisi, setKondisi] = useState(data.params.kondisi[0]?.kondisi_barang ?? '');
  const [adaNota, setAdaNota] = useState(false);
  const customer = useCustomerHeader();
  const [posted, setPosted] = useState<Posted>();
  const picker = useRef<HTMLSelectElement>(null);

  const priced = useMemo(
    () => drafts.map((d) => resolveBuybackLine(data.params, { kode_group: d.kode_group, kadar: d.kadar, berat_mg: d.berat_mg, kondisi: d.kondisi, ada_nota: d.ada_nota })),
    [drafts, data.params],
  );
  const total = priced.reduce((s, p) => s + (p.ok ? p.price.harga_sistem : 0), 0);
  const payouts = usePayouts(total, data.banks);
  const groupName = (kode: string) => data.params.groups.find((g) => g.kode_group === kode)?.nama_group ?? kode;

  const focusPicker = () => setTimeout(() => picker.current?.focus(), 0);
  useEffect(() => onDirty(drafts.length > 0), [drafts.length]);
  useEffect(() => () => onDirty(false), []);

  /** Adds the typed line when it prices, or says why not (the buy-back's own messages). */
  const add = () => {
    const draft: Draft = { kode_group: group, kadar: kadar ?? 0, qty: qty ?? 0, berat_mg: berat ?? 0, kondisi, ada_nota: adaNota };
    const rosok = data.params.kondisi.find((k) => k.kondisi_barang === kondisi)?.rosok ?? false;
    // The line takes its group's name (as the server names it), so no typed name is checked.
    const problem = buybackLineProblem({ nama_barang: groupName(group), berat_mg: draft.berat_mg, berat_kotor_mg: draft.berat_mg, kadar: draft.kadar, rosok });
    if (problem && problem !== 'nameTooShort') return void adding.refuse(BUYBACK_MESSAGES[problem]);
    const resolved = resolveBuybackLine(data.params, draft);
    if (!resolved.ok) return void adding.refuse(resolved.message);
    setDrafts([...drafts, draft]);
    setQty(1);
    setBerat(null);
    focusPicker();
  };
  const onEnter = enterAdds(add);

  const fresh = () => {
    setDrafts([]);
    customer.clear();
    payouts.clear();
    reset();
  };

  const check = () => customer.check() || payouts.problem();

  const submit = async () => {
    const body = (ids: string[]) => ({
      ...headerBody(customer.header),
      items: drafts.map((d) => ({ kode_group: d.kode_group, kadar: d.kadar / 100, qty: d.qty, berat: mgToGrams(d.berat_mg), kondisi: d.kondisi, ada_nota: d.ada_nota })),
      pembayaran: payouts.body(),
      ...(ids.length ? { authorization_ids: ids } : {}),
    });
    const answer = await post<{ data: { no_faktur_beli: string; total_harga: number } }>('pembelian-manual', body, check);
    if (!answer) return;
    const no = answer.data.no_faktur_beli;
    fresh();
    setPosted({ kind: MANUAL_BUYBACK, no, grand_total: Number(answer.data.total_harga), autoPrint: true });
  };

  type Row = Draft & { index: number; harga: number };
  const rows: Row[] = drafts.map((d, index) => ({ ...d, index, harga: priced[index].ok ? priced[index].price.harga_sistem : 0 }));
  const columns: Column<Row>[] = [
    { field: 'kode_group', label: tb('group'), value: (r) => groupName(r.kode_group), kind: 'text' },
    { field: 'kadar', label: tb('kadar'), value: (r) => r.kadar / 100, kind: 'number', decimals: 2 },
    { field: 'qty', label: t('qty'), kind: 'number', total: true },
    { field: 'berat', label: tb('berat'), value: (r) => mgToGrams(r.berat_mg), kind: 'weight', total: true },
    { field: 'kondisi', label: tb('kondisi'), kind: 'code' },
    { field: 'ada_nota', label: tb('ada_nota'), kind: 'boolean' },
    { field: 'harga', label: tb('harga_beli'), kind: 'money', total: true },
    removeColumn,
  ];

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' }, mb: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              autoFocus
              inputRef={picker}
              size="small"
              label={tb('group')}
              value={group}
              onChange={(e) => setGroup(e.target.value)}
              sx={{ width: 220 }}
              disabled={busy}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, input: ENTRY.input, htmlInput: { 'data-testid': 'beli-group', ...ENTRY.htmlInput } }}
            >
              <option value="">{t('pilih_group')}</option>
              {data.params.groups.map((g) => (
                <option key={g.kode_group} value={g.kode_group}>
                  {`${g.kode_group} - ${g.nama_group}`}
                </option>
              ))}
            </TextField>
            <NumberField label={tb('kadar')} unit={KADAR} value={kadar} onValue={setKadar} onKeyDown={onEnter} testId="beli-kadar" sx={{ width: 100 }} />
            <NumberField label={t('qty')} unit={PIECES} value={qty} onValue={setQty} onKeyDown={onEnter} testId="beli-qty" sx={{ width: 90 }} />
            <NumberField label={tb('berat')} unit={WEIGHT} value={berat} onValue={setBerat} onKeyDown={onEnter} testId="beli-berat" sx={{ width: 140 }} />
            <TextField
              select
              size="small"
              label={tb('kondisi')}
              value={kondisi}
              onChange={(e) => setKondisi(e.target.value)}
              sx={{ width: 180 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'beli-kondisi' } }}
            >
              {data.params.kondisi.map((k) => (
                <option key={k.kondisi_barang} value={k.kondisi_barang}>
                  {k.keterangan || k.kondisi_barang}
                </option>
              ))}
            </TextField>
            <FormControlLabel control={<Checkbox checked={adaNota} onChange={(e) => setAdaNota(e.target.checked)} />} label={tb('ada_nota')} />
            <Button startIcon={<AddIcon />} onClick={add} disabled={busy}>
              {t('tambah')}
            </Button>
          </Stack>
          <DataTable columns={columns} rows={rows} rowKey="index" empty={t('empty_beli')} label={t('lines_beli')} />
        </CardContent>
      </Card>
      <Checkout
        customer={customer}
        sales={data.sales}
        paymentTitle={tb('pembayaran')}
        payments={payouts.lines}
        totals={payouts.totals}
        notes={drafts.length > 0 && !payouts.balanced && <Alert severity="warning">{tb('bayar_tidak_sama')}</Alert>}
        saveLabel={t('simpan_beli')}
        disabled={busy || !drafts.length}
        onSave={() => void submit()}
        onEntryKey={focusPicker}
      />
      {dialog}
      <ResultDialog
        posted={posted}
        onClose={() => {
          setPosted(undefined);
          focusPicker();
        }}
      />
    </Stack>
  );
}
