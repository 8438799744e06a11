// The lines of a service being taken in: each the customer's piece (name, weight in, quantity), its ongkos, what is to
// be done (one of /parameter-deskripsi-service under PARAMETER_DESKRIPSI_SERVICE_MODULE, its usual ongkos offered
// when none is typed yet; else typed), the goldsmith, and the group whose price charges gold a repair may add. One
// line per row at 1366 px; "Tambah Barang" after the last line, where Tab from it arrives.
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { MONEY, numberUnit, WEIGHT } from '../../../domain/units';
import type { ServiceLineDraft } from '../../../domain/service-entry';
import { NumberField } from '../../engine/widgets/NumberField';
import { LinePhoto } from '../../engine/widgets/LinePhoto';

export interface Tukang {
  kode_tukang: string;
  nama_tukang: string;
}
export interface Deskripsi {
  kode_deskripsi: string;
  deskripsi: string;
  ongkos: number | null;
}

interface Props {
  lines: ServiceLineDraft[];
  groups: { kode_group: string; nama_group: string }[];
  tukang: Tukang[];
  /** The master's descriptions (its module on), else undefined: typed. */
  deskripsi: Deskripsi[] | undefined;
  onChange: (i: number, line: ServiceLineDraft) => void;
  onRemove: (i: number) => void;
  onAdd: () => void;
  /** Each piece's photo as it was left (its damage), stored once the service is saved. */
  photos: (Blob | undefined)[];
  onPhoto: (i: number, photo: Blob | undefined) => void;
}

const COUNT = numberUnit(0);

export function ServiceLines({ lines, groups, tukang, deskripsi, onChange, onRemove, onAdd, photos, onPhoto }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.service.${k}`, args);
  return (
    <Stack spacing={1.5} aria-label={t('lines')}>
      {lines.map((l, i) => {
        const set = (patch: Partial<ServiceLineDraft>) => onChange(i, { ...l, ...patch });
        const pickDeskripsi = (text: string) => {
          const usual = deskripsi?.find((d) => d.deskripsi === text)?.ongkos;
          set({ deskripsi: text, ...(l.ongkos === null && usual ? { ongkos: Number(usual) } : {}) });
        };
        return (
          <Stack key={i} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid={`service-baris-${i}`}>
            <Typography sx={{ width: 20, pt: 1 }}>{i + 1}.</Typography>
            <TextField
              size="small"
              label={t('nama_barang')}
              value={l.nama_barang}
              onChange={(e) => set({ nama_barang: e.target.value })}
              sx={{ width: 174 }}
              slotProps={{ htmlInput: { 'data-testid': `nama-${i}`, maxLength: 100 } }}
            />
            <NumberField unit={WEIGHT} label={t('berat_masuk')} value={l.berat_mg} onValue={(berat_mg) => set({ berat_mg })} sx={{ width: 100 }} testId={`berat-${i}`} />
            <NumberField unit={COUNT} label={t('jumlah')} value={l.jumlah} onValue={(jumlah) => set({ jumlah })} sx={{ width: 64 }} testId={`jumlah-${i}`} />
            <NumberField unit={MONEY} label={t('ongkos')} value={l.ongkos} onValue={(ongkos) => set({ ongkos })} sx={{ width: 116 }} testId={`ongkos-${i}`} />
            {deskripsi ? (
              <TextField select size="small" label={t('deskripsi')} value={l.deskripsi} onChange={(e) => pickDeskripsi(e.target.value)} sx={{ width: 150 }} data-testid={`deskripsi-${i}`}>
                {deskripsi.map((d) => (
                  <MenuItem key={d.kode_deskripsi} value={d.deskripsi}>
                    {d.deskripsi}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                size="small"
                label={t('deskripsi')}
                value={l.deskripsi}
                onChange={(e) => set({ deskripsi: e.target.value })}
                sx={{ width: 150 }}
                slotProps={{ htmlInput: { 'data-testid': `deskripsi-${i}`, maxLength: 200 } }}
              />
            )}
            <TextField
              select
              size="small"
              label={t('tukang')}
              value={l.kode_tukang}
              onChange={(e) => set({ kode_tukang: e.target.value })}
              sx={{ width: 160 }}
              slotProps={{ select: { renderValue: (v) => tukang.find((k) => k.kode_tukang === v)?.nama_tukang ?? String(v ?? '') } }}
            >
              <MenuItem value="">{t('tanpa_tukang')}</MenuItem>
              {tukang.map((k) => (
                <MenuItem key={k.kode_tukang} value={k.kode_tukang}>
                  {k.kode_tukang} - {k.nama_tukang}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={t('group')} value={l.kode_group} onChange={(e) => set({ kode_group: e.target.value })} sx={{ width: 176 }}>
              <MenuItem value="">{t('tanpa_group')}</MenuItem>
              {groups.map((g) => (
                <MenuItem key={g.kode_group} value={g.kode_group}>
                  {g.kode_group} - {g.nama_group}
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
