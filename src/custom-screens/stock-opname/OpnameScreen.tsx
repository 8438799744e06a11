// The frame every stocktake screen shares: choose the target and start (Mulai), scan while it is open, see the
// totals live, save (Selesai: whatever was not scanned is recorded missing) or discard (Batal); a saved stocktake
// opens again read-only from the list of recent ones.
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import CancelIcon from '@mui/icons-material/Cancel';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import type { OpnameDoc, OpnameKind } from '../../../domain/stock-opname';
import { LinesTabs, PerTrayTable, RecentTable, StatusChip, SummaryTable } from './OpnameTables';
import { useOpname, type OpnameChange, type Target } from './useOpname';

interface Props {
  kind: OpnameKind;
  title: string;
  /** The target picker; shown while no stocktake is open on the screen. */
  picker?: ReactNode;
  /** The target to start with, or the locale key of what is missing. */
  target: () => Target | { error: string };
  /** The scan input of an open stocktake (default: none). */
  input: (doc: OpnameDoc, o: { scan: (code: string) => Promise<boolean>; apply: (c: OpnameChange) => void; busy: boolean }) => ReactNode;
  /** Extra totals under the summary (RFID). */
  extra?: (doc: OpnameDoc) => ReactNode;
}

export function OpnameScreen({ kind, title, picker, target, input, extra }: Props) {
  const t = useTranslate();
  const o = useOpname(kind);
  const [asking, setAsking] = useState<'selesai' | 'batal' | null>(null);
  const doc = o.doc;
  const open = doc?.status === 'OPEN';

  const start = () => {
    const tg = target();
    if ('error' in tg) return void o.refuse(tg.error);
    void o.start(tg);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          {doc ? (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Typography variant="h6" component="h2">
                  {doc.no_opname}
                </Typography>
                <StatusChip status={doc.status} />
                <Typography variant="body2" color="text.secondary">
                  {t('kilau.opname.doc_info', {
                    target: [doc.kode_gudang, doc.kode_baki, doc.no_terima].filter(Boolean).join(' / ') || t('kilau.opname.all_trays'),
                    tgl: doc.tgl_system,
                    user: doc.mulai_by,
                  })}
                </Typography>
              </Stack>
              {open ? input(doc, { scan: o.scan, apply: o.apply, busy: o.busy }) : <Alert severity="info">{t('kilau.opname.read_only')}</Alert>}
              <SummaryTable summary={doc.summary} />
              {extra?.(doc)}
              {doc.per_baki && <PerTrayTable rows={doc.per_baki} />}
              <LinesTabs doc={doc} />
              <Stack direction="row" spacing={1}>
                {open && (
                  <>
                    <Button variant="contained" color="success" startIcon={<DoneAllIcon />} onClick={() => setAsking('selesai')} disabled={o.busy}>
                      {t('kilau.opname.selesai')}
                    </Button>
                    <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setAsking('batal')} disabled={o.busy}>
                      {t('kilau.opname.batal')}
                    </Button>
                  </>
                )}
                <Button variant="outlined" startIcon={<AddIcon />} onClick={o.close} disabled={o.busy}>
                  {t('kilau.opname.new')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
              {picker}
              <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={start} disabled={o.busy}>
                {t('kilau.opname.mulai')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {t('kilau.opname.recent')}
          </Typography>
          <RecentTable rows={o.recent} loading={o.recentLoading} onOpen={(no) => void o.open(no)} />
        </CardContent>
      </Card>
      <YaTidak
        isOpen={asking !== null}
        loading={o.busy}
        title={asking === 'batal' ? 'kilau.opname.confirm_batal_title' : 'kilau.opname.confirm_selesai_title'}
        content={asking === 'batal' ? 'kilau.opname.confirm_batal' : 'kilau.opname.confirm_selesai'}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const action = asking;
          setAsking(null);
          if (action) void o.finish(action);
        }}
      />
    </Box>
  );
}
