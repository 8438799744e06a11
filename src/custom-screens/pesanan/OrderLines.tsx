// The lines of an order being taken: each a name, group, kadar, estimated weight, ongkos, goldsmith, note, sample and photo,
// with its amount at the group's price of this moment (the price the order locks when saved). One line per row, the
// sample's own fields beside its choice; a 1366 px screen holds a line in two rows at most.
import { Box, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { formatRupiah, KADAR, MONEY, WEIGHT } from '../../../domain/units';
import type { OrderLineDraft, SampleDraft } from '../../../domain/order-entry';
import { NumberField } from '../../engine/widgets/NumberField';
import { LinePhoto } from '../../engine/widgets/LinePhoto';

export interface Tukang {
  kode_tukang: string;
  nama_tukang: string;
}

interface Props {
  lines: OrderLineDraft[];
  amounts: { harga_per_gram: number; total: number }[];
  groups: { kode_group: string; nama_group: string }[];
  tukang: Tukang[];
  onChange: (i: number, line: OrderLineDraft) => void;
  onRemove: (i: number) => void;
  /** Each line's photo (the design, a drawing), stored once the order is saved. */
  photos: (Blob | undefined)[];
  onPhoto: (i: number, photo: Blob | undefined) => void;
}

const SAMPLE_KINDS: SampleDraft['kind'][] = ['none', 'barang', 'sendiri'];

function sampleOf(kind: SampleDraft['kind']): SampleDraft {
  if (kind === 'barang') return { kind, kode_barcode: '' };
  if (kind === 'sendiri') return { kind, keterangan: '', berat_mg: null };
  return { kind };
}

export function OrderLines({ lines, amounts, groups, tukang, onChange, onRemove, photos, onPhoto }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.pesanan.${k}`, args);
  return (
    <Stack spacing={1.5} aria-label={t('lines')}>
      {lines.map((l, i) => {
        const set = (patch: Partial<OrderLineDraft>) => onChange(i, { ...l, ...patch });
        const c = l.contoh;
        return (
          <Stack key={i} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid={`pesanan-baris-${i}`}>
            <Typography sx={{ width: 24, pt: 1 }}>{i + 1}.</Typography>
            <TextField size="small" label={t('nama_barang')} value={l.nama_barang} onChange={(e) => set({ nama_barang: e.target.value })} sx={{ width: 220 }} slotProps={{ htmlInput: { 'data-testid': `nama-${i}` } }} />
            <TextField select size="small" label={t('group')} value={l.kode_group} onChange={(e) => set({ kode_group: e.target.value })} sx={{ width: 150 }} data-testid={`group-${i}`}>
              {groups.map((g) => (
                <MenuItem key={g.kode_group} value={g.kode_group}>
                  {g.kode_group} - {g.nama_group}
                </MenuItem>
              ))}
            </TextField>
            <NumberField unit={KADAR} label={t('kadar')} value={l.kadar} onValue={(kadar) => set({ kadar })} sx={{ width: 90 }} testId={`kadar-${i}`} />
            <NumberField unit={WEIGHT} label={t('perkiraan_berat')} value={l.berat_mg} onValue={(berat_mg) => set({ berat_mg })} sx={{ width: 130 }} testId={`berat-${i}`} />
            <NumberField unit={MONEY} label={t('ongkos')} value={l.ongkos} onValue={(ongkos) => set({ ongkos })} sx={{ width: 130 }} testId={`ongkos-${i}`} />
            <TextField select size="small" label={t('tukang')} value={l.kode_tukang} onChange={(e) => set({ kode_tukang: e.target.value })} sx={{ width: 150 }}>
              <MenuItem value="">{t('tanpa_tukang')}</MenuItem>
              {tukang.map((k) => (
                <MenuItem key={k.kode_tukang} value={k.kode_tukang}>
                  {k.kode_tukang} - {k.nama_tukang}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" label={t('catatan')} value={l.catatan} onChange={(e) => set({ catatan: e.target.value })} sx={{ width: 180 }} />
            <TextField select size="small" label={t('contoh')} value={c.kind} onChange={(e) => set({ contoh: sampleOf(e.target.value as SampleDraft['kind']) })} sx={{ width: 170 }} data-testid={`contoh-${i}`}>
              {SAMPLE_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`contoh_${k}`)}
                </MenuItem>
              ))}
            </TextField>
            {c.kind === 'barang' && (
              <TextField size="small" label={t('contoh_barcode')} value={c.kode_barcode} onChange={(e) => set({ contoh: { ...c, kode_barcode: e.target.value.toUpperCase() } })} sx={{ width: 170 }} />
            )}
            {c.kind === 'sendiri' && (
              <>
                <TextField size="small" label={t('contoh_keterangan')} value={c.keterangan} onChange={(e) => set({ contoh: { ...c, keterangan: e.target.value } })} sx={{ width: 200 }} />
                <NumberField unit={WEIGHT} label={t('contoh_berat')} value={c.berat_mg} onValue={(berat_mg) => set({ contoh: { ...c, berat_mg } })} sx={{ width: 120 }} />
              </>
            )}
            <Box sx={{ ml: 'auto', textAlign: 'right', minWidth: 140, pt: 0.5 }}>
              <Typography variant="caption" color="text.secondary">
                {t('harga_gram', { harga: formatRupiah(amounts[i]?.harga_per_gram ?? 0) })}
              </Typography>
              <Typography variant="subtitle2" data-testid={`subtotal-${i}`}>
                {formatRupiah(amounts[i]?.total ?? 0)}
              </Typography>
            </Box>
            <LinePhoto value={photos[i]} onChange={(photo) => onPhoto(i, photo)} line={i + 1} />
            <IconButton aria-label={t('hapus_baris', { n: i + 1 })} onClick={() => onRemove(i)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
    </Stack>
  );
}
