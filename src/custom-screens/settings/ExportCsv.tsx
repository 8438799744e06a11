// /export-csv (SU, MU): pick a master and download all its active rows as CSV (GET export-csv/{master}),
// every field with its label as the column header, the same file /import-data-pusat reads back.
import { useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Title, useTranslate } from 'react-admin';
import { passesRules } from '../../../domain/gates';
import { fieldLabel } from '../../../domain/labels';
// A file, not JSON: read with the data provider's `download` (useApiDownload: token, timeout, failures as usual),
// run by useSubmit for busy and the failure toast.
import { useApiDownload, useSubmit } from '../../engine/data';
import { masters } from '../../engine/definitions';
import { downloadBlob } from '../../engine/export/download';
import { gateContext } from '../../engine/session';
import { MasterPicker } from './MasterPicker';

export default function ExportCsv() {
  const translate = useTranslate();
  const submit = useSubmit({ failure: 'kilau.exportcsv.failed' });
  const download = useApiDownload();
  // Reading a master needs only its module conditions, as its list does (the level gate is for writing).
  const usable = useMemo(() => {
    const ctx = gateContext();
    return masters.filter(({ gate }) => ctx && passesRules({ modules: gate.modules, modulesOff: gate.modulesOff, moduleValueNot: gate.moduleValueNot }, ctx));
  }, []);
  const [name, setName] = useState('');
  const def = usable.find((m) => m.name === name);

  const exportCsv = async () => {
    if (!def) return;
    await submit.run(() => download({ path: `export-csv/${def.name}` }), {
      success: false,
      after: ({ blob, fileName }) => downloadBlob(blob, fileName ?? `${def.name}.csv`),
    });
  };

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={translate('kilau.exportcsv.title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography color="text.secondary">{translate('kilau.exportcsv.help')}</Typography>
            <MasterPicker masters={usable} value={name} onChange={setName} label={translate('kilau.exportcsv.master')} />
            {def && (
              <Typography variant="body2">
                {translate('kilau.exportcsv.columns', { columns: Object.keys(def.fields).map((f) => fieldLabel(def, f)).join(', ') })}
              </Typography>
            )}
            <Box>
              <Button variant="contained" startIcon={<DownloadIcon />} disabled={!def || submit.busy} onClick={exportCsv}>
                {translate('kilau.exportcsv.download')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
