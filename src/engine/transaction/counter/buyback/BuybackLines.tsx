// The buy-back lines being typed, one card each: the shop's own piece with its photo and what was sold (the receipt's
// price and weight are the reference), or a piece from elsewhere with its name and group; then gross and net weight,
// kadar, condition, whether the customer brought the receipt, an optional price code, the system price priced live
// (domain/buyback-pricing.ts, as the server prices it) and the price paid, which starts at the system price. What is
// wrong with a line and the authorization a price or weight will need show under it.
import { Alert, Box, Chip, FormControlLabel, IconButton, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { ItemPhoto } from '../../../widgets/ItemPhoto';
import { NumberField } from '../../../widgets/NumberField';
import { codeLabel } from '../../../codes';
import { resolveBuybackLine, type BuybackParameters } from '../../../../../domain/buyback-pricing';
import { formatHundredths, formatRupiah, formatWeightMg, KADAR, MONEY, WEIGHT, weightMg } from '../../../../../domain/units';
import type { BuybackDraft, BuybackPreview, LinePreview, Origin } from './buyback-entry';

interface Props {
  params: BuybackParameters;
  drafts: BuybackDraft[];
  preview: BuybackPreview;
  /** The line just added: its first field takes the focus. */
  focusKey?: string;
  onChange: (i: number, d: BuybackDraft) => void;
  onRemove: (i: number) => void;
}

/** What was sold, as the lookup and a line show it: receipt and date, weight, kadar and price. */
export function OriginFacts({ asal }: { asal: Origin }) {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {translate('kilau.pembelian.asal_info', {
        nota: asal.no_faktur_jual,
        tgl: String(asal.tgl_jual).slice(0, 10),
        berat: formatWeightMg(weightMg(asal.berat_nota)),
        kadar: formatHundredths(Math.round(Number(asal.kadar) * 100)),
        harga: formatRupiah(Number(asal.harga_nota)),
      })}
    </Typography>
  );
}

function Line({ params, d, p, i, focus, onChange, onRemove }: { params: BuybackParameters; d: BuybackDraft; p: LinePreview; i: number; focus: boolean; onChange: (d: BuybackDraft) => void; onRemove: () => void }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.pembelian.${k}`, args);
  const set = (patch: Partial<BuybackDraft>) => onChange({ ...d, ...patch });
  const fallback = resolveBuybackLine(params, { kode_group: d.kode_group, kadar: d.kadar ?? 0, berat_mg: d.berat_mg ?? 0, kondisi: d.kondisi, ada_nota: d.ada_nota });
  const fallbackCode = fallback.ok ? fallback.kode_harga : '-';
  const group = params.groups.find((g) => g.kode_group === d.kode_group);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`beli-line-${i}`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {d.asal && <ItemPhoto kode_barcode={d.asal.kode_barcode} foto={d.asal.foto} size={64} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {d.asal ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {i + 1}. {d.nama_barang} · {d.asal.kode_barcode} · {group?.nama_group ?? d.kode_group}
              </Typography>
              <OriginFacts asal={d.asal} />
            </>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                label={t('nama_barang')}
                value={d.nama_barang}
                onChange={(e) => set({ nama_barang: e.target.value.toUpperCase() })}
                autoFocus={focus}
                required
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { maxLength: 100, 'aria-label': `${t('nama_barang')} ${i + 1}` } }}
              />
              <TextField select size="small" label={t('group')} value={d.kode_group} onChange={(e) => set({ kode_group: e.target.value })} required sx={{ width: { sm: 240 } }}>
                {params.groups.map((g) => (
                  <MenuItem key={g.kode_group} value={g.kode_group}>
                    {g.kode_group} - {g.nama_group}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
        </Box>
        <FormControlLabel control={<Switch checked={d.ada_nota} onChange={(e) => set({ ada_nota: e.target.checked })} />} label={t('ada_nota')} sx={{ flexShrink: 0 }} />
        <IconButton size="small" aria-label={t('hapus_baris', { n: i + 1 })} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <NumberField unit={KADAR} label={t('kadar')} value={d.kadar} onValue={(v) => set({ kadar: v })} testId={`beli-kadar-${i}`} sx={{ width: 90 }} />
        <NumberField unit={WEIGHT} label={t('berat_kotor')} value={d.berat_kotor_mg} onValue={(v) => set({ berat_kotor_mg: v })} testId={`beli-berat-kotor-${i}`} sx={{ width: 110 }} />
        <NumberField
          unit={WEIGHT}
          label={t('berat')}
          value={d.berat_mg}
          onValue={(v) => set({ berat_mg: v })}
          testId={`beli-berat-${i}`}
          autoFocus={focus && !!d.asal}
          sx={{ width: 110 }}
        />
        <TextField select size="small" label={t('kondisi')} value={d.kondisi} onChange={(e) => set({ kondisi: e.target.value })} sx={{ width: 160 }} slotProps={{ select: { renderValue: (v) => String(v) } }}>
          {params.kondisi.map((k) => (
            <MenuItem key={k.kondisi_barang} value={k.kondisi_barang}>
              {k.kondisi_barang} - {k.keterangan}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('kode_harga')}
          value={d.kode_harga}
          onChange={(e) => set({ kode_harga: e.target.value })}
          sx={{ width: 140 }}
          // Empty takes the default code, shown (in grey) as what it resolves to.
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, renderValue: (v) => (v ? String(v) : <Box component="span" sx={{ color: 'text.secondary' }}>{fallbackCode}</Box>) },
          }}
        >
          <MenuItem value="">{t('kode_harga_otomatis', { kode: fallbackCode })}</MenuItem>
          {params.harga.map((h) => (
            <MenuItem key={h.kode_harga} value={h.kode_harga}>
              {h.kode_harga} - {formatRupiah(h.harga_per_gram)}/g
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1.5} sx={{ ml: 'auto', alignItems: 'center' }}>
          <Stack sx={{ alignItems: 'flex-end', minWidth: 100 }}>
            <Typography variant="caption" color="text.secondary">
              {t('harga_sistem')}
            </Typography>
            <Typography variant="body1" data-testid={`beli-sistem-${i}`}>
              {p.price ? formatRupiah(p.price.harga_sistem) : '-'}
            </Typography>
          </Stack>
          <NumberField
            unit={MONEY}
            label={t('harga_beli')}
            value={d.harga ?? p.price?.harga_sistem ?? null}
            // An empty field pays the system price again.
            onValue={(v) => set({ harga: v })}
            testId={`beli-harga-${i}`}
            sx={{ width: 140 }}
          />
        </Stack>
      </Stack>
      {(p.problem || p.needs.length > 0) && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {p.problem && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {p.problem}
            </Alert>
          )}
          {p.needs.map((k) => (
            <Chip key={k} color="warning" variant="outlined" size="small" label={t('perlu_otorisasi', { jenis: codeLabel(translate, 'otorisasi', k) })} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function BuybackLines({ params, drafts, preview, focusKey, onChange, onRemove }: Props) {
  const translate = useTranslate();
  if (!drafts.length) return <Typography color="text.secondary">{translate('kilau.pembelian.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      {drafts.map((d, i) => (
        <Line key={d.key} params={params} d={d} p={preview.lines[i]} i={i} focus={d.key === focusKey} onChange={(x) => onChange(i, x)} onRemove={() => onRemove(i)} />
      ))}
    </Stack>
  );
}
