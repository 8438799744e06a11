// /timbang-baki (spec sections 2, 5, 7, 8): choose a warehouse and start a weighing (every tray with what it should
// weigh: empty tray + its stock), weigh trays one at a time (typed, or read from a scale through Web Serial), see
// each difference; reset discards the weighing; reload fetches the open one ('Data Tidak Tersedia' when none).
import { useCallback, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RefreshIcon from '@mui/icons-material/Refresh';
import AddIcon from '@mui/icons-material/Add';
import UsbIcon from '@mui/icons-material/Usb';
import UsbOffIcon from '@mui/icons-material/UsbOff';
import { Title } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import { getSession } from '../../engine/session';
import { useApiCall, useApiQuery, useSubmit } from '../../engine/data';
import { formatField } from '../../../domain/format';
import { parseBeratTimbang } from '../../../domain/timbang-baki';
import { formatWeightMg, mgText, mgToGrams } from '../../../domain/units';
import type { ScaleReading } from '../../../domain/scale';
import { TimbangTable } from './TimbangTable';
import { BAUD_RATES, useScale } from './useScale';
import { useTimbangText } from './text';
import { LOAD_FAILED, isNone, useWeighing, type WeighingAnswer } from './useWeighing';

interface Gudang {
  kode_gudang: string;
  nama_gudang: string;
}

const key = (k: string) => `kilau.timbang.${k}`;

export default function TimbangBaki() {
  const t = useTimbangText();
  const kodeToko = getSession()?.kode_toko ?? '';
  const call = useApiCall();
  const submit = useSubmit({ failure: key('failed') });
  const reader = useSubmit({ failure: LOAD_FAILED });
  const busy = submit.busy || reader.busy;
  /** The warehouse the user chose; until then the one of the shop's latest open weighing. */
  const [picked, setPicked] = useState('');
  const [kodeBaki, setKodeBaki] = useState('');
  const [berat, setBerat] = useState('');
  const [asking, setAsking] = useState<'start' | 'reset' | null>(null);
  const [baud, setBaud] = useState<number>(9600);

  // The settled reading fills the field as the user would type it.
  const onStable = useCallback((r: ScaleReading) => setBerat(formatWeightMg(r.mg)), []);
  const scale = useScale(onStable);

  const gudangs = useApiQuery<{ data: Gudang[] }>('gudang/get/all', undefined, { failure: LOAD_FAILED }).data?.data ?? [];
  const latest = useWeighing('', !picked);
  const kodeGudang = picked || latest.sesi?.kode_gudang || '';
  const open = useWeighing(kodeGudang || null);
  const shown = open.sesi?.kode_gudang === kodeGudang ? open.sesi : null;
  const rows = shown?.data_timbang ?? [];

  const chooseGudang = (gudang: string) => {
    setPicked(gudang);
    setKodeBaki('');
    setBerat('');
  };

  /** A write, then the weighing read again before its message shows (a reset leaves no rows behind the toast). */
  const write = (path: string, body: Record<string, unknown>) => async () => {
    const res = await call<WeighingAnswer>({ method: 'POST', path, body: { kode_gudang: kodeGudang, kode_toko: kodeToko, ...body } });
    await open.refetch();
    return res;
  };
  const clearInput = () => {
    setKodeBaki('');
    setBerat('');
  };

  const start = () => submit.run(write('timbang-baki/start', {}), { after: clearInput });
  const reset = () => submit.run(write('timbang-baki/reset', {}), { after: clearInput });

  const askStart = () => {
    if (!kodeGudang) return submit.refuse(key('gudang_required'));
    if (shown) setAsking('start');
    else void start();
  };
  const askReset = () => (kodeGudang ? setAsking('reset') : submit.refuse(key('gudang_required')));

  /** Reads the open weighing again, and says so when there is none ('Data Tidak Tersedia'). */
  const reload = () =>
    reader.run(
      async () => {
        const r = (await (kodeGudang ? open : latest).refetch()) as { error?: unknown };
        if (r.error) throw r.error;
        return r;
      },
      // Other failures were toasted by the read itself.
      { success: false, failed: (error) => !isNone(error) },
    );

  const add = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseBeratTimbang(berat);
    const weighed = kodeBaki;
    void submit.run(write('timbang-baki/add', { kode_baki: weighed, berat_timbang: 'error' in parsed ? '' : mgText(parsed.mg) }), {
      check: () => (!kodeGudang ? key('gudang_required') : !weighed ? key('baki_required') : 'error' in parsed && parsed.error),
      after: (res) => {
        setBerat('');
        // On to the next tray not weighed yet, in table order after this one.
        const all = res.data.data_timbang;
        const at = all.findIndex((r) => r.kode_baki === weighed);
        const next = [...all.slice(at + 1), ...all.slice(0, at)].find((r) => r.berat_timbang === null);
        setKodeBaki(next?.kode_baki ?? weighed);
      },
    });
  };

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
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void reload()} disabled={busy}>
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
                {scale.supported && <ScaleControls scale={scale} baud={baud} onBaud={setBaud} onFail={(e) => (e as Error)?.name !== 'NotFoundError' && submit.refuse(key('scale_failed'))} />}
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
        onConfirm={() => void (asking === 'reset' ? reset() : start()).then(() => setAsking(null))}
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
            label={r ? `${t('scale_reading', { berat: formatField(mgToGrams(r.mg), { kind: 'weight' }) })}${r.stable ? '' : ` (${t('scale_unstable')})`}` : t('scale_waiting')}
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
