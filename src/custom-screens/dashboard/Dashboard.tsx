// /dashboard and /dashboardPusat (issue 23 item 6; spec section 2): the day of the shop in one call (GET dashboard):
// the day's trade per kind, the month's sales and buy-backs per day, what falls due or is overdue, members' birthdays
// with a WhatsApp greeting and the gold price; each figure opens its list or report. The server leaves out what the
// user may not open, so the screen draws what it is given. A head-office user chooses the shop; on /dashboardPusat it
// first sees every branch's day side by side (BranchDays).
import { useState } from 'react';
import { Alert, Box, Grid, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useApiQuery, useShops } from '../../engine/data';
import { getSession } from '../../engine/session';
import { TradeCards } from './TradeCards';
import { MonthCharts } from './MonthCharts';
import { WaitingLists } from './WaitingLists';
import { Birthdays } from './Birthdays';
import { GoldPrices } from './GoldPrices';
import { BranchDays } from './BranchDays';
import { k, type Dashboard as Answer } from './types';

export default function Dashboard() {
  const translate = useTranslate();
  const session = getSession();
  const headOffice = !!session?.kantor_pusat;
  const pusat = useLocation().pathname === '/dashboardPusat';
  const shops = useShops(session, headOffice);
  const [shop, setShop] = useState(session?.kode_toko ?? '');
  const { data, isLoading } = useApiQuery<{ data: Answer }>('dashboard', headOffice ? { kode_toko: shop } : undefined, { keepPrevious: true });
  const d = data?.data;
  const shopName = shops.find((s) => s.kode_toko === d?.kode_toko)?.nama_toko ?? session?.nama_toko ?? '';

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(k('title'))} />
      <Box sx={{ mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }} data-testid="dashboard-heading">
          {d ? translate(k('heading'), { toko: `${d.kode_toko} - ${shopName}`, tgl: d.tgl }) : translate(k('title'))}
        </Typography>
        {headOffice && (
          <TextField select size="small" label={translate(k('toko'))} value={shop} onChange={(e) => setShop(e.target.value)} sx={{ width: 300 }} data-testid="dashboard-shop">
            {shops.map((s) => (
              <MenuItem key={s.kode_toko} value={s.kode_toko}>
                {s.kode_toko} - {s.nama_toko}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {headOffice && pusat && <BranchDays />}
      {isLoading && <LinearProgress aria-label={translate(k('memuat'))} />}
      {d && (
        <Stack spacing={2}>
          {!d.ringkasan.length && !Object.keys(d.links).length && <Alert severity="info">{translate(k('tidak_ada_angka'))}</Alert>}
          {d.ringkasan.length > 0 && <TradeCards rows={d.ringkasan} />}
          <MonthCharts d={d} />
          <WaitingLists d={d} />
          {(d.ulang_tahun || d.harga_emas) && (
            <Grid container spacing={2}>
              {d.ulang_tahun && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Birthdays members={d.ulang_tahun} link={d.links.ulang_tahun} />
                </Grid>
              )}
              {d.harga_emas && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <GoldPrices prices={d.harga_emas} link={d.links.harga_emas} />
                </Grid>
              )}
            </Grid>
          )}
        </Stack>
      )}
    </Box>
  );
}
