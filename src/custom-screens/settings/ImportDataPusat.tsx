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
import { useSubmit } from '../../engine/data';
import { masters } from '../../engine/definitions';
import { gateContext } from '../../engine/session';
import { MasterPicker } from './MasterPicker';
import { fieldErrorsOf, statusOf } from './use-settings';

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
  const submit = useSubmit({ failure: 'kilau.import.failed' });
  const input = useRef<HTMLInputElement>(null);
  // Importing writes into the master: its whole gate's rules apply (levels and modules), as on its form.
  const usable = useMemo(() => {
    const ctx = gateContext();
    return masters.filter((m) => ctx && passesRules(m.gate, ctx));
  }, []);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<Result>();
  const def = usable.find((m) => m.name === name);

  const choose = (f: File | undefined) => {
    setResult(undefined);
    if (f && f.size > MAX_BYTES) {
      submit.refuse('kilau.import.too_large');
      setFile(undefined);
    } else setFile(f);
    if (input.current) input.current.value = ''; // choosing the same file again still fires
  };

  // The file goes as its raw bytes; the server's message is the toast. A refused file (400) lists its bad rows.
  const send = async () => {
    if (!def || !file) return;
    setResult(undefined);
    const done = await submit.call<Omit<Extract<Result, { kind: 'done' }>, 'kind'>>(
      { method: 'POST', path: `import-data-pusat/${def.name}`, body: file },
      { failed: (e) => void (statusOf(e) === 400 && setResult({ kind: 'failed', message: (e as Error).message, errors: fieldErrorsOf(e) })) },
    );
    if (done) setResult({ kind: 'done', ...done });
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
              <Button variant="contained" startIcon={<CloudUploadIcon />} disabled={!def || !file || submit.busy} onClick={send}>
                {translate(submit.busy ? 'kilau.import.sending' : 'kilau.import.send')}
              </Button>
            </Box>
            {result && <ResultBox result={result} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
