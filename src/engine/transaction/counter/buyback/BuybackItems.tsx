// The pieces a customer sells back, for /transaksi-pembelian and the trade-in of /transaksi-penjualan alike: a field
// that takes the shop's own piece by its barcode or its original receipt's number (a scanner types it and Enter), a
// "Barang Luar" button for a piece from elsewhere, and the lines (BuybackLines). A receipt of several pieces offers
// each to pick; one piece is added at once.
import { useState, type Ref } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../../data/index';
import { ItemPhoto } from '../../../widgets/ItemPhoto';
import { BarcodeInput } from '../../../widgets/BarcodeInput';
import type { ShortcutName } from '../../../shared/shortcuts';
import { BUYBACK_MESSAGES, type BuybackParameters } from '../../../../../domain/buyback-pricing';
import { ITEM_MESSAGES } from '../../../../../domain/inventory';
import { outsideDraft, ownPieceDraft, type BuybackDraft, type BuybackPreview, type Origin } from './buyback-entry';
import { BuybackLines, OriginFacts } from './BuybackLines';

interface Props {
  params: BuybackParameters;
  drafts: BuybackDraft[];
  onChange: (drafts: BuybackDraft[]) => void;
  preview: BuybackPreview;
  disabled?: boolean;
  /** The lookup field as the screen's entry field (/transaksi-pembelian): its shortcut key, its ref, the skip link's target. */
  entry?: { key: ShortcutName; inputRef: Ref<HTMLInputElement> };
}

export function BuybackItems({ params, drafts, onChange, preview, disabled, entry }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.pembelian.${k}`, args);
  const lookup = useSubmit({ failure: 'kilau.pembelian.asal_not_found' });
  const call = useApiCall();
  const [choices, setChoices] = useState<{ rows: Origin[]; byReceipt: boolean }>();
  const [focusKey, setFocusKey] = useState<string>();
  const [outside, setOutside] = useState(0);

  /** Adds the piece, or says why not (already bought back, already in the table). */
  const add = (asal: Origin, byReceipt: boolean): boolean => {
    if (asal.dibeli) return !!lookup.refuse(BUYBACK_MESSAGES.alreadyBought);
    if (drafts.some((d) => d.asal?.kode_barcode === asal.kode_barcode)) return !!lookup.refuse(ITEM_MESSAGES.barcodeInTable);
    onChange([...drafts, ownPieceDraft(asal, params, byReceipt)]);
    setFocusKey(asal.kode_barcode);
    return true;
  };

  /** The piece by its barcode or its receipt's number (the field empties itself, whatever the answer). */
  const find = async (q: string) => {
    setChoices(undefined);
    const read = (by: 'kode_barcode' | 'no_faktur_jual') =>
      call<{ data: Origin[] }>({ path: 'pembelian/asal', params: { [by]: q } }).then(
        (a) => a.data,
        (error: unknown) => ((error as { status?: number }).status === 404 ? [] : Promise.reject(error)),
      );
    // One field takes both: the piece's barcode or its receipt's number, whichever the shop knows.
    const answer = await lookup.run(() => Promise.all([read('kode_barcode'), read('no_faktur_jual')]), { success: false });
    if (!answer) return;
    const [byCode, byNota] = answer;
    const rows = [...byCode, ...byNota.filter((r) => !byCode.some((c) => c.kode_barcode === r.kode_barcode))];
    if (!rows.length) return void lookup.refuse('kilau.pembelian.asal_not_found');
    const byReceipt = !byCode.length;
    if (rows.length === 1) add(rows[0], byReceipt);
    else setChoices({ rows, byReceipt });
  };

  const addOutside = () => {
    // A cart taken back may hold LUAR-n lines already: the next key is one none of the lines has.
    let n = outside + 1;
    while (drafts.some((d) => d.key === `LUAR-${n}`)) n++;
    const key = `LUAR-${n}`;
    setOutside(n);
    onChange([...drafts, outsideDraft(key, params)]);
    setFocusKey(key);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <BarcodeInput
          label={t('cari_asal')}
          helperText={t('cari_asal_help')}
          onScan={find}
          disabled={disabled || lookup.busy}
          minWidth={300}
          {...(entry ? { entryKey: entry.key, inputRef: entry.inputRef } : {})}
        />
        <Box>
          <Button startIcon={<AddIcon />} onClick={addOutside} disabled={disabled}>
            {t('barang_luar')}
          </Button>
        </Box>
      </Stack>
      {choices && (
        <Paper variant="outlined" sx={{ p: 1 }} aria-label={t('pilih_barang')} role="group">
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('pilih_barang')}
          </Typography>
          <Stack spacing={1}>
            {choices.rows.map((r, i) => (
              <Stack key={r.kode_barcode} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <ItemPhoto kode_barcode={r.kode_barcode} foto={r.foto} size={48} />
                <Box sx={{ flex: 1 }}>
                  <Typography variant="body2">
                    {r.nama_barang} ({r.kode_barcode})
                  </Typography>
                  <OriginFacts asal={r} />
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  autoFocus={i === choices.rows.findIndex((x) => !x.dibeli)}
                  disabled={r.dibeli}
                  onClick={() => {
                    if (add(r, choices.byReceipt)) setChoices(undefined);
                  }}
                >
                  {r.dibeli ? BUYBACK_MESSAGES.alreadyBought : t('tambah')}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      <BuybackLines
        params={params}
        drafts={drafts}
        preview={preview}
        focusKey={focusKey}
        onChange={(i, d) => onChange(drafts.map((x, j) => (j === i ? d : x)))}
        onRemove={(i) => onChange(drafts.filter((_, j) => j !== i))}
      />
    </Stack>
  );
}
