// /papan-harga (issue 9, item 8): the price board on the shop's TV. It covers the whole screen (and goes browser-full-
// screen on a click), in type read from across the shop: the day's sell price per gram of every group and the
// buy-back prices, the time of the last change and a clock. It is never reloaded by hand: a save on /harga-emas, a
// scheduled change that became due or a master write reaches it live (harga-emas-changed), and it reads again each
// minute as well; a price that just changed glows for a while.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Portal, Stack, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import CloseIcon from '@mui/icons-material/Close';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApiQuery } from '../../engine/data';
import { getSession } from '../../engine/session';
import { formatMoney } from '../../../domain/format';
import { localDateTime } from './time';
import { displayTimeZone } from '../../../domain/dates';
import { usePriceEvents } from './usePriceEvents';
import type { CurrentPrices } from '../../../domain/harga-emas';

const k = (key: string) => `kilau.harga_emas.board.${key}`;
const GOLD = '#e6c15a';
const INK = '#f5f1e6';
const MUTED = '#b9c0cc';
/** How long a changed price glows. */
const GLOW_MS = 15_000;
/** The board reads again this often even without an event (a lost connection comes back by itself). */
const REFRESH_MS = 60_000;

interface BoardRow {
  key: string;
  nama: string;
  kode: string;
  harga: number;
}

/** The keys whose price differs from the last answer: they glow until GLOW_MS passed. */
function useChanged(rows: BoardRow[]): Set<string> {
  const before = useRef<Map<string, number> | null>(null);
  const [glowing, setGlowing] = useState<Set<string>>(new Set());
  const signature = rows.map((r) => `${r.key}=${r.harga}`).join('|');
  useEffect(() => {
    const now = new Map(rows.map((r) => [r.key, r.harga]));
    const prev = before.current;
    before.current = now;
    if (!prev) return undefined;
    const moved = rows.filter((r) => prev.has(r.key) && prev.get(r.key) !== r.harga).map((r) => r.key);
    if (!moved.length) return undefined;
    setGlowing(new Set(moved));
    const timer = setTimeout(() => setGlowing(new Set()), GLOW_MS);
    return () => clearTimeout(timer);
    // The signature stands for the rows: a new answer with the same prices changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return glowing;
}

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function PricePanel({ title, nameHeader, rows, glowing, fontVh, testId }: { title: string; nameHeader: string; rows: BoardRow[]; glowing: Set<string>; fontVh: number; testId: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-label={title}
      data-testid={testId}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, bgcolor: 'rgba(255,255,255,0.04)', border: `1px solid rgba(230,193,90,0.35)`, borderRadius: 3, px: '2.2vw', py: '2vh' }}
    >
      <Typography component="h2" sx={{ color: GOLD, fontWeight: 700, fontSize: '3.6vh', letterSpacing: '0.08em', textTransform: 'uppercase', mb: '1.2vh' }}>
        {title}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="thead">
          <Box component="tr" sx={{ color: MUTED, fontSize: '2.1vh', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
            <Box component="th" scope="col" sx={{ textAlign: 'left', fontWeight: 500, pb: '0.8vh', width: '100%' }}>
              {translate(nameHeader)}
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right', fontWeight: 500, pb: '0.8vh', whiteSpace: 'nowrap' }}>
              {translate(k('per_gram'))}
            </Box>
          </Box>
        </Box>
        <Box component="tbody">
          {rows.map((r) => {
            const glow = glowing.has(r.key);
            return (
              <Box
                component="tr"
                key={r.key}
                data-kode={r.kode}
                data-changed={glow ? 'true' : undefined}
                sx={{
                  fontSize: `${fontVh}vh`,
                  lineHeight: 1.25,
                  borderTop: '1px solid rgba(255,255,255,0.08)',
                  transition: 'background-color 1.2s ease',
                  bgcolor: glow ? 'rgba(230,193,90,0.22)' : 'transparent',
                }}
              >
                <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 600, color: INK, py: '0.7vh', pr: '1.5vw', maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {r.nama}
                </Box>
                <Box component="td" sx={{ textAlign: 'right', fontWeight: 800, color: glow ? GOLD : INK, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', py: '0.7vh' }}>
                  <Box component="span" sx={{ fontSize: '0.55em', fontWeight: 500, color: MUTED, mr: '0.6vw' }}>
                    Rp
                  </Box>
                  {formatMoney(r.harga)}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      {!rows.length && <Typography sx={{ color: MUTED, fontSize: '2.6vh', mt: '2vh' }}>{translate(k('empty'))}</Typography>}
    </Box>
  );
}

export default function PapanHarga() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const board = useApiQuery<{ data: CurrentPrices }>('papan-harga');
  const { refetch } = board;
  const now = useClock();
  usePriceEvents(() => void refetch());
  useEffect(() => {
    const timer = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const data = board.data?.data;
  const jual: BoardRow[] = (data?.group ?? []).map((g) => ({ key: `G:${g.kode_group}`, kode: g.kode_group, nama: g.nama_group, harga: g.harga_per_gram }));
  const beli: BoardRow[] = (data?.harga_beli ?? []).map((h) => ({ key: `B:${h.kode_harga}`, kode: h.kode_harga, nama: h.kode_harga, harga: h.harga_per_gram }));
  const glowing = useChanged([...jual, ...beli]);
  // Rows share the height left under the header: fewer rows, larger type (between 2.4 and 5.4 % of the height).
  const fontVh = (n: number) => Math.max(2.4, Math.min(5.4, 60 / Math.max(n, 1)));
  const shop = getSession()?.nama_toko ?? '';

  // In a portal: the layout's own boxes (app bar, content) must not stack over the board.
  return (
    <Portal>
      <Box
        role="region"
        aria-label={translate(k('title'))}
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: (t) => t.zIndex.drawer + 1,
          color: INK,
          background: 'radial-gradient(ellipse at top left, #1d2a44 0%, #0d1422 55%, #080c15 100%)',
          display: 'flex',
          flexDirection: 'column',
          px: '3vw',
          py: '3vh',
          overflow: 'hidden',
        }}
      >
        <Title title={translate(k('title'))} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', mb: '3vh' }}>
          <Box>
            <Typography sx={{ color: MUTED, fontSize: '2.4vh', letterSpacing: '0.2em', textTransform: 'uppercase' }}>{shop}</Typography>
            <Typography component="h1" sx={{ color: GOLD, fontWeight: 800, fontSize: '6.4vh', lineHeight: 1.1 }}>
              {translate(k('title'))}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 700, fontSize: '6.4vh', lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }} data-testid="papan-jam">
              {now.toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: displayTimeZone() })}
            </Typography>
            <Typography sx={{ color: MUTED, fontSize: '2.4vh' }}>
              {now.toLocaleDateString('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: displayTimeZone() })}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: '2.5vw' }}>
          <PricePanel title={translate(k('jual'))} nameHeader={k('nama')} rows={jual} glowing={glowing} fontVh={fontVh(jual.length)} testId="papan-jual" />
          <PricePanel title={translate(k('beli'))} nameHeader={k('kode')} rows={beli} glowing={glowing} fontVh={fontVh(beli.length)} testId="papan-beli" />
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: '2.5vh' }}>
          <Typography sx={{ color: MUTED, fontSize: '2.3vh' }} data-testid="papan-terakhir">
            {translate(k('last_change'), { at: localDateTime(data?.terakhir_berubah) || '-' })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<FullscreenIcon />} sx={{ color: MUTED }} onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}>
              {translate(k('fullscreen'))}
            </Button>
            <Button size="small" startIcon={<CloseIcon />} sx={{ color: MUTED }} onClick={() => navigate('/home')}>
              {translate(k('close'))}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Portal>
  );
}
