// The pieces a customer pledges: each its name, kadar (at most 100), weight with the bag and gold weight, quantity,
// condition (/master-kondisi-pinjaman) and photo. One line per row at 1366 px; "Tambah Barang" after the last line.
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { KADAR, numberUnit, WEIGHT } from '../../../domain/units';
import type { HutangLineDraft } from '../../../domain/hutang-entry';
import { NumberField } from '../../engine/widgets/NumberField';
import { LinePhoto } from '../../engine/widgets/LinePhoto';

export interface Kondisi {
  kondisi_pinjaman: string;
  keterangan: string;
}

interface Props {
  lines: HutangLineDraft[];
  kondisi: Kondisi[];
  onChange: (i: number, line: HutangLineDraft) => void;
  onRemove: (i: number) => void;
  onAdd: () => void;
  photos: (Blob | undefined)[];
  onPhoto: (i: number, photo: Blob | undefined) => void;
}

const COUNT = numberUnit(0);

export function HutangLines({ lines, kondisi, onChange, onRemove, onAdd, photos, onPhoto }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.hutang.${k}`, args);
  return (
    <Stack spacing={1.5} aria-label={t('barang_jaminan')}>
      {lines.map((l, i) => {
        const set = (patch: Partial<HutangLineDraft>) => onChange(i, { ...l, ...patch });
        return (
          <Stack key={i} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid={`hutang-baris-${i}`}>
            <Typography sx={{ width: 20, pt: 1 }}>{i + 1}.</Typography>
            <TextField
              size="small"
              label={t('nama_barang')}
              value={l.nama_barang}
              onChange={(e) => set({ nama_barang: e.target.value })}
              sx={{ width: 200 }}
              slotProps={{ htmlInput: { 'data-testid': `nama-${i}`, maxLength: 100 } }}
            />
            <NumberField unit={KADAR} label={t('kadar')} value={l.kadar} onValue={(kadar) => set({ kadar })} sx={{ width: 90 }} testId={`kadar-${i}`} />
            <NumberField unit={WEIGHT} label={t('berat_kotor')} value={l.berat_kotor_mg} onValue={(berat_kotor_mg) => set({ berat_kotor_mg })} sx={{ width: 120 }} testId={`berat-kotor-${i}`} />
            <NumberField unit={WEIGHT} label={t('berat_emas')} value={l.berat_mg} onValue={(berat_mg) => set({ berat_mg })} sx={{ width: 120 }} testId={`berat-${i}`} />
            <NumberField unit={COUNT} label={t('jumlah')} value={l.jumlah} onValue={(jumlah) => set({ jumlah })} sx={{ width: 70 }} testId={`jumlah-${i}`} />
            <TextField select size="small" label={t('kondisi')} value={l.kondisi} onChange={(e) => set({ kondisi: e.target.value })} sx={{ width: 170 }} data-testid={`kondisi-${i}`}>
              <MenuItem value="">{t('tanpa_kondisi')}</MenuItem>
              {kondisi.map((k) => (
                <MenuItem key={k.kondisi_pinjaman} value={k.kondisi_pinjaman}>
                  {k.kondisi_pinjaman} - {k.keterangan}
                </MenuItem>
              ))}
            </TextField>
            <LinePhoto value={photos[i]} onChange={(photo) => onPhoto(i, photo)} line={i + 1} />
            <IconButton aria-label={t('hapus_baris', { n: i + 1 })} onClick={() => onRemove(i)} disabled={lines.length === 1}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {t('tambah_barang')}
        </Button>
      </Box>
    </Stack>
  );
}
