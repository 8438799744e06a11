// A member's card, from its row on /data-member: the fee of /setting-member taken into the till or a bank account and
// the card printed (POST member-kartu, then the PDF), or printed again without a fee (a reprint is the shop's choice).
// While cards are free (fee 0) it only prints. Today's fees of this member are listed with their cancel (a supervisor's
// authorization, the books' rule). The server checks the fee against the setting, the member and the account again.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import { ReasonAuthorizedPost } from '../../engine/authorization/ReasonAuthorizedPost';
import { CASH_CANCEL, KAS_AKUN } from '../../../domain/kas';
import { formatRupiah } from '../../../domain/units';
import type { Rekening } from '../../engine/transaction/counter/useSaleData';

const k = (name: string) => `kilau.member.kartu.${name}`;
const FEES = 'member-kartu';

interface Fee {
  no_dokumen: string;
  akun_tujuan: string;
  jumlah: number;
  status: string;
}

interface Props {
  kode_member: string;
  nama_member: string;
  /** Prints the card (the PDF in a new tab). */
  print: () => void;
  onClose: () => void;
}

export function KartuMemberDialog({ kode_member, nama_member, print, onClose }: Props) {
  const t = useTranslate();
  const settings = useApiQuery<{ data: { key: string; value: string | null }[] }>('para-system');
  const fee = Number(settings.data?.data.find((r) => r.key === 'member_biaya_kartu')?.value ?? 0);
  const rekening = useApiQuery<{ data: Rekening[] }>(fee > 0 ? 'rekenings' : null).data?.data ?? [];
  const today = useApiQuery<{ data: Fee[] }>(fee > 0 ? FEES : null, { kode_member }).data?.data ?? [];
  const [akun, setAkun] = useState(KAS_AKUN);
  const [cancelling, setCancelling] = useState<string>();
  const { post, busy, dialog } = usePostDocument();

  const payAndPrint = async () => {
    const answer = await post<{ message: string }>(FEES, () => ({ kode_member, akun, jumlah: fee }));
    if (!answer) return;
    print();
    onClose();
  };

  return (
    <>
      <Dialog open={!cancelling} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="kartu-member-title">
        <DialogTitle id="kartu-member-title">{t(k('dialog_title'), { kode: kode_member, nama: nama_member })}</DialogTitle>
        <DialogContent>
          {settings.data && fee <= 0 && <Alert severity="info">{t(k('gratis'))}</Alert>}
          {fee > 0 && (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <Typography data-testid="biaya-kartu">{t(k('biaya'), { rupiah: formatRupiah(fee) })}</Typography>
              <TextField select size="small" label={t(k('akun'))} value={akun} onChange={(e) => setAkun(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'akun-kartu' } }}>
                <MenuItem value={KAS_AKUN}>{t(k('tunai'))}</MenuItem>
                {rekening.map((r) => (
                  <MenuItem key={r.no_rekening} value={r.no_rekening}>
                    {`${r.kode_bank} ${r.no_rekening} - ${r.nama_rekening}`}
                  </MenuItem>
                ))}
              </TextField>
              {today.length > 0 && (
                <>
                  <Typography variant="subtitle2">{t(k('hari_ini'))}</Typography>
                  <Table size="small">
                    <TableBody>
                      {today.map((d) => (
                        <TableRow key={d.no_dokumen} data-testid={`biaya-${d.no_dokumen}`}>
                          <TableCell>{d.no_dokumen}</TableCell>
                          <TableCell>{d.akun_tujuan === KAS_AKUN ? t(k('tunai')) : d.akun_tujuan}</TableCell>
                          <TableCell align="right">{formatRupiah(d.jumlah)}</TableCell>
                          <TableCell>{d.status === 'BATAL' ? (
                              t(k('dibatalkan'))
                            ) : (
                              <Button size="small" color="error" onClick={() => setCancelling(d.no_dokumen)}>
                                {t(k('batal'))}
                              </Button>
                            )}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t(k('tutup'))}</Button>
          <Button onClick={print} data-testid="cetak-ulang">
            {t(fee > 0 ? k('cetak_ulang') : k('cetak'))}
          </Button>
          {fee > 0 && (
            <Button variant="contained" onClick={() => void payAndPrint()} disabled={busy} data-testid="bayar-cetak">
              {t(k('bayar_cetak'))}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {cancelling && (
        <ReasonAuthorizedPost
          title={t(k('batal_title'), { no: cancelling })}
          kategori={CASH_CANCEL.authorization}
          path={`${FEES}/${encodeURIComponent(cancelling)}/batal`}
          invalidate={[FEES]}
          onClose={() => setCancelling(undefined)}
        />
      )}
      {dialog}
    </>
  );
}
