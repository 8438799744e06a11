// /timbang-baki (spec sections 2, 5, 7, 8): choose a warehouse and start a weighing (every tray with what it should
// weigh: empty tray + its stock), weigh trays one at a time (typed, or read from a scale through Web Serial), see
// each difference; reset discards the weighing; reload fetches the open one ('Data Tidak Tersedia' when none).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RefreshIcon from '@mui/icons-material/Refresh';
import AddIcon from '@mui/icons-material/Add';
import UsbIcon from '@mui/icons-material/Usb';
import UsbOffIcon from '@mui/icons-material/UsbOff';
import { Title } from 'react-admin';
import { YaTidak } from '../engine/shared/YaTidak';
import { api, ApiError } from '../engine/api';
import { getSession } from '../engine/session';
import { useToast } from '../engine/notify';
import { useFailureToast } from '../engine/failure-toast';
import { formatDecimal } from '../../domain/format';
import { parseBeratTimbang, type SesiTimbang } from '../../domain/timbang-baki';
import { mgText, mgToGrams } from '../../domain/units';
import type { ScaleReading } from '../../domain/scale';
import { TimbangTable } from './timbang-baki/TimbangTable';
import { BAUD_RATES, useScale } from './timbang-baki/useScale';
import { useTimbangText } from './timbang-baki/text';

interface Gudang {
  kode_gudang: string;
  nama_gudang: string;
}
interface Answer {
  message?: string;
  data: SesiTimbang;
}

export default function TimbangBaki() {
  const t = useTimbangText();
  const toast = useToast();
  const failure = useFailureToast();
  const kodeToko = getSession()?.kode_toko ?? '';
  const [gudangs, setGudangs] = useState<Gudang[]>([]);
  const [kodeGudang, setKodeGudang] = useState('');
  const [sesi, setSesi] = useState<SesiTimbang | null>(null);
  const [kodeBaki, setKodeBaki] = useState('');
  const [berat, setBerat] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'start' | 'reset' | null>(null);
  const [baud, setBaud] = useState<number>(9600);

  const onStable = useCallback((r: ScaleReading) => setBerat(mgText(r.mg)), []);
  const scale = useScale(onStable);

  /** The open session of the warehouse (or the shop's latest); quiet when there is none unless asked to reload. */
  const fetchOpen = useCallback(
    async (gudang: string, loud: boolean) => {
      try {
        const res = await api.get<Answer>('timbang-baki', { kode_gudang: gudang });
        setSesi(res.data);
        if (!gudang) setKodeGudang(res.data.kode_gudang);
      } catch (error) {
        setSesi(null);
        if (loud) failure(error, t('load_failed'));
        else if (!(error instanceof ApiError && error.status === 404)) failure(error, t('load_failed'));
      }
    },
    [failure, t],
  );

  useEffect(() => {
    api
      .get<{ data: Gudang[] }>('gudang/get/all')
      .then((r) => setGudangs(r.data ?? []))
      .catch((error) => failure(error, t('load_failed')));
    void fetchOpen('', false);
  }, []); // once, when the screen opens

  const chooseGudang = (gudang: string) => {
    setKodeGudang(gudang);
    setKodeBaki('');
    setBerat('');
    if (gudang !== sesi?.kode_gudang) void fetchOpen(gudang, false);
  };

  const requireGudang = () => {
    if (kodeGudang) return true;
    toast.error(t('gudang_required'));
    return false;
  };

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      failure(error, t('failed'));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const start = () =>
    run(async () => {
      const res = await api.post<Answer>('timbang-baki/start', { kode_gudang: kodeGudang, kode_toko: kodeToko });
      setSesi(res.data);
      setKodeBaki('');
      setBerat('');
      if (res.message) toast.success(res.message);
    });

  const reset = () =>
    run(async () => {
      const res = await api.post<{ message: string }>('timbang-baki/reset', { kode_gudang: kodeGudang, kode_toko: kodeToko });
      setSesi(null);
      setKodeBaki('');
      setBerat('');
      toast.success(res.message);
    });

  const askStart = () => {
    if (!requireGudang()) return;
    if (sesi && sesi.kode_gudang === kodeGudang) setAsking('start');
    else void start();
  };
  const askReset = () => {
    if (requireGudang()) setAsking('reset');
  };
  const reload = () => run(() => fetchOpen(kodeGudang, true));

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!requireGudang()) return;
    if (!kodeBaki) return void toast.error(t('baki_required'));
    const parsed = parseBeratTimbang(berat);
    if ('error' in parsed) return void toast.error(parsed.error);
    void run(async () => {
      const res = await api.post<Answer>('timbang-baki/add', {
        kode_gudang: kodeGudang,
        kode_toko: kodeToko,
        kode_baki: kodeBaki,
        berat_timbang: mgText(parsed.mg),
      });
      setSesi(res.data);
      setBerat('');
      // On to the next tray not weighed yet, in table order after this one.
      const rows = res.data.data_timbang;
      const at = rows.findIndex((r) => r.kode_baki === kodeBaki);
      const next = [...rows.slice(at + 1), ...rows.slice(0, at)].find((r) => r.berat_timbang === null);
      setKodeBaki(next?.kode_baki ?? kodeBaki);
      if (res.message) toast.success(res.message);
    });
  };

  const rows = sesi && sesi.kode_gudang === kodeGudang ? sesi.data_timbang : [];
  const shown = sesi && sesi.kode_gudang === kodeGudang ? sesi : null;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          {/* Fields keep their width and wrap to the next line as a whole when the row is full: react-admin's theme makes
              every field fullWidth, which in a row squeezed the buttons until their text broke onto three lines. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <TextField
              select
              label={t('gudang')}
              value={kodeGudang}
              onChange={(e) => chooseGudang(e.target.value)}
              size="small"
              fullWidth={false}
              sx={{ width: { sm: 300 } }}
            >
              {gudangs.map((g) => (
                <MenuItem key={g.kode_gudang} value={g.kode_gudang}>
                  {g.kode_gudang} - {g.nama_gudang}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={askStart} disabled={busy}>
              {t('start')}
            </Button>
            <Button variant="outlined" color="error" startIcon={<RestartAltIcon />} onClick={askReset} disabled={busy}>
              {t('reset')}
            </Button>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={reload} disabled={busy}>
              {t('reload')}
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Card sx={{ mt: 2 }}>
        <CardContent>
          {shown ? (
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {t('session_info', { gudang: `${shown.kode_gudang} - ${shown.nama_gudang}`, tgl: shown.tgl_system, user: shown.mulai_by })}
              </Typography>
              <Stack
                component="form"
                onSubmit={add}
                noValidate
                direction={{ xs: 'column', md: 'row' }}
                useFlexGap
                spacing={1}
                sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
              >
                <TextField
                  select
                  label={t('baki')}
                  value={kodeBaki}
                  onChange={(e) => setKodeBaki(e.target.value)}
                  size="small"
                  fullWidth={false}
                  sx={{ width: { md: 280 } }}
                >
                  {rows.map((r) => (
                    <MenuItem key={r.kode_baki} value={r.kode_baki}>
                      {r.kode_baki} - {r.nama_baki}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('berat_timbang')}
                  value={berat}
                  onChange={(e) => setBerat(e.target.value)}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  fullWidth={false}
                  sx={{ width: { md: 180 }, flexShrink: 0 }}
                />
                <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={busy}>
                  {t('add')}
                </Button>
                {scale.supported && <ScaleControls scale={scale} baud={baud} onBaud={setBaud} onFail={(e) => (e as Error)?.name !== 'NotFoundError' && failure(e, t('scale_failed'))} />}
              </Stack>
              <TimbangTable rows={rows} selected={kodeBaki} onSelect={setKodeBaki} />
            </Stack>
          ) : (
            <Alert severity="info">{t('empty')}</Alert>
          )}
        </CardContent>
      </Card>

      <YaTidak
        isOpen={asking !== null}
        loading={busy}
        title={t(asking === 'reset' ? 'confirm_reset_title' : 'confirm_start_title')}
        content={t(asking === 'reset' ? 'confirm_reset' : 'confirm_start')}
        onClose={() => setAsking(null)}
        onConfirm={() => void (asking === 'reset' ? reset() : start())}
      />
    </Box>
  );
}

function ScaleControls({
  scale,
  baud,
  onBaud,
  onFail,
}: {
  scale: ReturnType<typeof useScale>;
  baud: number;
  onBaud: (b: number) => void;
  onFail: (e: unknown) => void;
}) {
  const t = useTimbangText();
  const r = scale.reading;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {scale.connected ? (
        <>
          <Button variant="outlined" startIcon={<UsbOffIcon />} onClick={() => void scale.disconnect()}>
            {t('scale_disconnect')}
          </Button>
          <Chip
            color={r && r.stable ? 'success' : 'default'}
            label={r ? `${t('scale_reading', { berat: formatDecimal(mgToGrams(r.mg), 3) })}${r.stable ? '' : ` (${t('scale_unstable')})`}` : t('scale_waiting')}
          />
        </>
      ) : (
        <>
          <TextField select label={t('baud_rate')} value={baud} onChange={(e) => onBaud(Number(e.target.value))} size="small" sx={{ width: 120 }}>
            {BAUD_RATES.map((b) => (
              <MenuItem key={b} value={b}>
                {b}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<UsbIcon />} onClick={() => scale.connect(baud).catch(onFail)}>
            {t('scale_connect')}
          </Button>
        </>
      )}
    </Stack>
  );
}
