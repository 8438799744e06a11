// /import-data-pusat (OWN, SU): a master's rows from a head-office .xlsx or .csv. The first row names the
// columns (field names or labels, lowercased with underscores: 'Kode Bank' -> kode_bank); existing codes
// are updated and new ones added; one bad row imports nothing, and every bad row is listed.
import { useMemo, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Title, useTranslate } from 'react-admin';
import { passesRules } from '../../../domain/gates';
import { fieldLabel } from '../../../domain/labels';
import type { FieldError } from '../../../domain/validation';
import { api, ApiError } from '../../engine/api';
import { masters } from '../../engine/definitions';
import { useToast } from '../../engine/notify';
import { useFailureToast } from '../../engine/failure-toast';
import { gateContext } from '../../engine/session';
import { MasterPicker } from './MasterPicker';

/** The server's limit (server/engine/master-import.ts); checked here too so a big file is not sent for nothing. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,.csv';

type Result = { kind: 'done'; message: string; inserted: number; updated: number; ignored: string[] } | { kind: 'failed'; message: string; errors: FieldError[] };

function ResultBox({ result }: { result: Result }) {
  const translate = useTranslate();
  if (result.kind === 'done') {
    return (
      <Alert severity="success" data-testid="import-result">
        <AlertTitle>{result.message}</AlertTitle>
        {translate('kilau.import.counts', { inserted: result.inserted, updated: result.updated })}
        {result.ignored.length > 0 && <div>{translate('kilau.import.ignored', { columns: result.ignored.join(', ') })}</div>}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="import-result">
      <AlertTitle>{result.message}</AlertTitle>
      {result.errors.length > 0 && (
        <List dense disablePadding aria-label={translate('kilau.import.errors')}>
          {result.errors.map((e, i) => (
            <ListItem key={i} disableGutters sx={{ py: 0 }}>
              {e.message}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}

export default function ImportDataPusat() {
  const translate = useTranslate();
  const toast = useToast();
  const failure = useFailureToast();
  const input = useRef<HTMLInputElement>(null);
  // Importing writes into the master: its whole gate's rules apply (levels and modules), as on its form.
  const usable = useMemo(() => {
    const ctx = gateContext();
    return masters.filter((m) => ctx && passesRules(m.gate, ctx));
  }, []);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const def = usable.find((m) => m.name === name);

  const choose = (f: File | undefined) => {
    setResult(undefined);
    if (f && f.size > MAX_BYTES) {
      toast.error('kilau.import.too_large');
      setFile(undefined);
    } else setFile(f);
    if (input.current) input.current.value = ''; // choosing the same file again still fires
  };

  const send = async () => {
    if (!def || !file) return;
    setBusy(true);
    setResult(undefined);
    try {
      const res = await api.upload<Omit<Extract<Result, { kind: 'done' }>, 'kind'>>(`import-data-pusat/${def.name}`, file);
      setResult({ kind: 'done', ...res });
      toast.success(res.message);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setResult({ kind: 'failed', message: e.message, errors: e.errors });
      failure(e, 'kilau.import.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ py: 2, maxWidth: 820 }}>
      <Title title={translate('kilau.import.title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Alert severity="info">
              <div>{translate('kilau.import.rule_header')}</div>
              <div>{translate('kilau.import.rule_upsert')}</div>
              <div>{translate('kilau.import.rule_all_or_nothing')}</div>
            </Alert>
            <MasterPicker
              masters={usable}
              value={name}
              onChange={(n) => {
                setName(n);
                setResult(undefined);
              }}
              label={translate('kilau.import.master')}
            />
            {def && (
              <Box>
                <Typography variant="body2" gutterBottom>
                  {translate('kilau.import.columns')}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="import-columns">
                  {Object.entries(def.fields).map(([f, field]) => (
                    <Chip
                      key={f}
                      size="small"
                      variant={field.required ? 'filled' : 'outlined'}
                      label={`${f}${field.required ? ' *' : ''}`}
                      title={fieldLabel(def, f)}
                    />
                  ))}
                </Stack>
              </Box>
            )}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
                {translate('kilau.import.choose')}
              </Button>
              <input ref={input} type="file" hidden accept={ACCEPT} aria-label={translate('kilau.import.file')} onChange={(e) => choose(e.target.files?.[0])} />
              <Typography color={file ? 'text.primary' : 'text.secondary'} data-testid="import-file-name">
                {file ? file.name : translate('kilau.import.no_file')}
              </Typography>
            </Stack>
            <Box>
              <Button variant="contained" startIcon={<CloudUploadIcon />} disabled={!def || !file || busy} onClick={send}>
                {translate(busy ? 'kilau.import.sending' : 'kilau.import.send')}
              </Button>
            </Box>
            {result && <ResultBox result={result} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
