// /harga-emas (issue 9, item 8): the supervisor's morning repricing. Every group's sell price, every buy-back price
// code and the loan price per kadar, each with its current price and an input for the new one (Tab or Enter from one
// to the next, Enter on the time saves); the time the new prices take effect (empty: now); one save, one transaction
// on the server (POST harga-emas). Under the form: the changes still waiting for their time, and the history.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { UnitField } from '../../engine/master/UnitInput';
import { ScreenCard, SectionCard } from '../../engine/widgets/ScreenCard';
import { MONEY } from '../../../domain/units';
import { formatMoney } from '../../../domain/format';
import { GOLD_PRICE_MESSAGES, PRICE_KIND_LABEL, readPrice, type PriceKind } from '../../../domain/harga-emas';
import { localDateTime, instantOf } from './time';
import { usePriceEvents } from './usePriceEvents';
import { PriceHistory } from './PriceHistory';
import type { CurrentPrices, HistoryRow } from '../../../domain/harga-emas';

const k = (key: string) => `kilau.harga_emas.${key}`;

interface PriceRow {
  jenis: PriceKind;
  kode: string;
  nama: string;
  harga: number;
}
const rowKey = (r: Pick<PriceRow, 'jenis' | 'kode'>) => `${r.jenis}:${r.kode}`;

function rowsOf(data: CurrentPrices | undefined): Record<PriceKind, PriceRow[]> {
  return {
    GROUP: (data?.group ?? []).map((g) => ({ jenis: 'GROUP', kode: g.kode_group, nama: g.nama_group, harga: g.harga_per_gram })),
    HARGA_BELI: (data?.harga_beli ?? []).map((h) => ({ jenis: 'HARGA_BELI', kode: h.kode_harga, nama: '', harga: h.harga_per_gram })),
    HARGA_EMAS: (data?.harga_emas ?? []).map((h) => ({ jenis: 'HARGA_EMAS', kode: h.kode_harga_emas, nama: h.nama_kadar ?? h.kode_kadar, harga: h.harga_per_gram })),
  };
}

const SECTIONS: { jenis: PriceKind; title: string; nama?: string }[] = [
  { jenis: 'GROUP', title: k('section_group'), nama: k('nama_group') },
  { jenis: 'HARGA_BELI', title: k('section_harga_beli') },
  { jenis: 'HARGA_EMAS', title: k('section_harga_emas'), nama: k('kadar') },
];
const BODY_LIST: Record<PriceKind, { list: string; key: string }> = {
  GROUP: { list: 'group', key: 'kode_group' },
  HARGA_BELI: { list: 'harga_beli', key: 'kode_harga' },
  HARGA_EMAS: { list: 'harga_emas', key: 'kode_harga_emas' },
};

export default function HargaEmas() {
  const translate = useTranslate();
  const prices = useApiQuery<{ data: CurrentPrices }>('harga-emas');
  const submit = useSubmit({ invalidate: ['harga-emas'] });
  const form = useRef<HTMLDivElement>(null);
  /** What the supervisor typed, by row; a row not typed keeps its price. */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [berlaku, setBerlaku] = useState('');
  const rows = useMemo(() => rowsOf(prices.data?.data), [prices.data]);
  const all = [...rows.GROUP, ...rows.HARGA_BELI, ...rows.HARGA_EMAS];

  // Another supervisor's save, or a scheduled change that became due: the current prices are read again.
  usePriceEvents(() => void prices.refetch());

  /** Enter moves on like Tab: to the next price, from the last price to the time, from the time it saves. */
  const onEnter = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const inputs = [...(form.current?.querySelectorAll<HTMLInputElement>('input[data-price-input]') ?? [])];
    const at = inputs.indexOf(e.target as HTMLInputElement);
    const next = inputs[at + 1];
    if (next) {
      next.focus();
      next.select();
    } else void save();
  };

  const changed = () =>
    all.filter((r) => {
      const text = typed[rowKey(r)];
      if (text === undefined || !text.trim()) return false;
      const read = readPrice(text, r.kode);
      return !read.ok || read.value !== r.harga;
    });

  const save = () => {
    const rowsToSend = changed();
    const lists: Record<string, Record<string, string>[]> = {};
    for (const r of rowsToSend) {
      const { list, key } = BODY_LIST[r.jenis];
      (lists[list] ??= []).push({ [key]: r.kode, harga_per_gram: typed[rowKey(r)] });
    }
    const body = { berlaku_mulai: instantOf(berlaku) || null, ...lists };
    return submit.call(
      { method: 'POST', path: 'harga-emas', body },
      {
        check: () => {
          if (!rowsToSend.length) return GOLD_PRICE_MESSAGES.nothingChanged;
          for (const r of rowsToSend) {
            const read = readPrice(typed[rowKey(r)], `${PRICE_KIND_LABEL[r.jenis]} ${r.kode}`);
            if (!read.ok) return read.message;
          }
          return false;
        },
        after: () => {
          setTyped({});
          setBerlaku('');
        },
        invalidate: ['harga-emas/riwayat'],
      },
    );
  };

  const priceColumns = (section: (typeof SECTIONS)[number]): Column<PriceRow>[] => [
    { field: 'kode', label: k(`kode_${section.jenis.toLowerCase()}`), kind: 'code' },
    ...(section.nama ? [{ field: 'nama', label: section.nama, kind: 'text' } as Column<PriceRow>] : []),
    { field: 'harga', label: k('harga_sekarang'), kind: 'money' },
    {
      field: 'baru',
      label: k('harga_baru'),
      align: 'left',
      sx: { minWidth: 220 },
      render: (r) => {
        const label = `${translate(k('harga_baru'))} ${r.kode}`;
        return (
          <UnitField
            size="small"
            fullWidth
            unit={MONEY}
            fieldLabel={`${PRICE_KIND_LABEL[r.jenis]} ${r.kode}`}
            value={typed[rowKey(r)] ?? ''}
            placeholder={formatMoney(r.harga)}
            onChange={(text) => setTyped((prev) => ({ ...prev, [rowKey(r)]: text }))}
            onKeyDown={onEnter}
            onFocus={(e) => e.target.select()}
            disabled={submit.busy}
            slotProps={{ htmlInput: { 'data-price-input': true, 'aria-label': label } }}
          />
        );
      },
    },
  ];

  const scheduled = prices.data?.data.terjadwal ?? [];
  return (
    <ScreenCard title={k('title')}>
      <Box ref={form}>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {translate(k('last_change'), { at: localDateTime(prices.data?.data.terakhir_berubah) || '-' })}
          </Typography>
          {SECTIONS.map((section) => (
            <Box key={section.jenis}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate(section.title)}
              </Typography>
              <DataTable
                label={section.title}
                columns={priceColumns(section)}
                rows={prices.data ? rows[section.jenis] : undefined}
                rowKey="kode"
                loading={prices.isFetching}
                empty={k('empty')}
              />
            </Box>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              type="datetime-local"
              label={translate(k('berlaku_mulai'))}
              value={berlaku}
              onChange={(e) => setBerlaku(e.target.value)}
              onKeyDown={onEnter}
              helperText={translate(k('berlaku_hint'))}
              disabled={submit.busy}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-price-input': true } }}
              sx={{ minWidth: 260 }}
            />
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={submit.busy || !prices.data}>
              {translate(k('save'))}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {scheduled.length > 0 && <ScheduledChanges rows={scheduled} />}
      <PriceHistory groups={prices.data?.data.group ?? []} />
    </ScreenCard>
  );
}

function ScheduledChanges({ rows }: { rows: HistoryRow[] }) {
  const translate = useTranslate();
  const columns: Column<HistoryRow>[] = [
    { field: 'berlaku_mulai', label: k('berlaku_mulai'), format: (v) => localDateTime(v as string) },
    { field: 'jenis', label: k('jenis'), format: (v) => translate(k(`jenis_${String(v)}`)) },
    { field: 'kode', label: k('kode'), kind: 'code' },
    { field: 'nama', label: k('nama'), kind: 'text' },
    { field: 'harga_baru', label: k('harga_baru'), kind: 'money' },
    { field: 'dicatat_oleh', label: k('dicatat_oleh'), kind: 'code' },
  ];
  return (
    <SectionCard heading={translate(k('terjadwal'))}>
      <DataTable label={k('terjadwal')} columns={columns} rows={rows} rowKey="id" />
    </SectionCard>
  );
}
