// /lelang-cicilan (issue 22 item 7): the running contracts whose missed instalments reached the shop's setting
// (tunggakan_lelang_cicilan, default 3; the server marks them bisa_lelang), each with what was paid and what remains.
// Lelang, confirmed, takes the pieces back onto their trays (POST cicilan/{no}/lelang): by the setting lelang_cicilan
// what was paid is refunded out of the till less the auction fee, or kept; the toast says which.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import { Title, useTranslate } from 'react-admin';
import { localeKeys } from '../../../locales/definition-texts';
import { useApiCall, useApiQuery, useSubmit } from '../../engine/data';
import { YaTidak } from '../../engine/shared/YaTidak';
import { formatRupiah } from '../../../domain/units';

interface Row {
  no_cicilan: string;
  tgl_system: string;
  nama_customer: string;
  grand_total: number;
  terbayar: number;
  tunggakan: number;
  sisa_bayar: number;
  jatuh_tempo: string | null;
  bisa_lelang: boolean;
}

interface Auctioned {
  message: string;
  data: { no_lelang: string; aturan: 'KEMBALI' | 'HANGUS'; kembali_rp: number; biaya_rp: number };
}

export default function LelangCicilan() {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.cicilan.${k}`, args);
  const list = useApiQuery<{ data: Row[] }>('cicilan', { status: 'OPEN' });
  const call = useApiCall();
  const submit = useSubmit({ invalidate: ['cicilan'] });
  const [asked, setAsked] = useState<Row>();
  const rows = (list.data?.data ?? []).filter((r) => r.bisa_lelang);

  const auction = async (row: Row) => {
    setAsked(undefined);
    await submit.run(() => call<Auctioned>({ method: 'POST', path: `cicilan/${encodeURIComponent(row.no_cicilan)}/lelang`, body: {} }), {
      success: (a) => t(a.data.aturan === 'KEMBALI' ? 'lelang_kembali' : 'lelang_hangus', { no: a.data.no_lelang, kembali: formatRupiah(a.data.kembali_rp), biaya: formatRupiah(a.data.biaya_rp) }),
    });
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(localeKeys.page('/lelang-cicilan'))} />
      <Card>
        <CardContent>
          {list.isLoading && <LinearProgress />}
          {list.data && !rows.length && <Alert severity="info">{t('lelang_kosong')}</Alert>}
          {rows.length > 0 && (
            <Table size="small" aria-label={t('lelang_daftar')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('no_cicilan')}</TableCell>
                  <TableCell>{t('tanggal')}</TableCell>
                  <TableCell>{t('customer')}</TableCell>
                  <TableCell>{t('jatuh_tempo')}</TableCell>
                  <TableCell align="right">{t('tunggakan_kolom')}</TableCell>
                  <TableCell align="right">{t('harga_jual')}</TableCell>
                  <TableCell align="right">{t('terbayar')}</TableCell>
                  <TableCell align="right">{t('sisa')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.no_cicilan} data-testid={`lelang-${r.no_cicilan}`}>
                    <TableCell>{r.no_cicilan}</TableCell>
                    <TableCell>{r.tgl_system}</TableCell>
                    <TableCell>{r.nama_customer}</TableCell>
                    <TableCell>{r.jatuh_tempo}</TableCell>
                    <TableCell align="right">{r.tunggakan}</TableCell>
                    <TableCell align="right">{formatRupiah(r.grand_total)}</TableCell>
                    <TableCell align="right">{formatRupiah(r.terbayar)}</TableCell>
                    <TableCell align="right">{formatRupiah(r.sisa_bayar)}</TableCell>
                    <TableCell>
                      <Button size="small" color="error" startIcon={<GavelIcon />} disabled={submit.busy} onClick={() => setAsked(r)}>
                        {t('lelang')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <YaTidak
        isOpen={!!asked}
        title="kilau.cicilan.lelang_judul"
        content="kilau.cicilan.lelang_tanya"
        translateOptions={{ no: asked?.no_cicilan ?? '', nama: asked?.nama_customer ?? '' }}
        onConfirm={() => asked && void auction(asked)}
        onClose={() => setAsked(undefined)}
      />
    </Box>
  );
}
