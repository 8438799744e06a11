// /hak-akses-news (OWN and SU): the announcement shown on the home page and, per level, a switch for who
// is shown it (para_system 'hak_akses_news', domain/news.ts). An empty announcement shows nothing to anyone.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, FormGroup, LinearProgress, Stack, Switch, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { checkNewsAccess, NEWS_KEY, parseNewsAccess, PENGUMUMAN_MAX, type NewsAccess } from '../../../domain/news';
import { LEVEL_ORDER } from '../../../domain/levels';
import { useApiQuery, useSubmit } from '../../engine/data';

const PATH = `para-system/key/${NEWS_KEY}`;

export default function HakAksesNews() {
  const translate = useTranslate();
  const stored = useApiQuery<{ data: { value: string } }>(PATH, undefined, { failure: 'kilau.access.news.load_failed' });
  const submit = useSubmit({ failure: 'kilau.access.news.save_failed', invalidate: [PATH] });
  const loaded = useMemo(() => stored.data && parseNewsAccess(stored.data.data.value), [stored.data]);
  // What is typed and switched here until it is saved; then the stored value read again.
  const [draft, setDraft] = useState<NewsAccess>();
  const value = draft ?? loaded;
  const [error, setError] = useState<string>();

  // The announcement is checked as the server checks it, the message under the field.
  const save = async () => {
    if (!value) return;
    const found = checkNewsAccess(value).errors;
    setError(found[0]?.message);
    if (found.length) return;
    const saved = await submit.call({ method: 'PUT', path: PATH, body: { value: JSON.stringify(value) } }, { success: () => 'kilau.access.news.saved' });
    if (saved) setDraft(undefined);
  };

  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title={translate('kilau.access.news.title')} />
      <Card>
        {stored.isLoading && <LinearProgress />}
        {value && (
          <CardContent>
            <Stack spacing={2}>
              <Alert severity="info">{translate('kilau.access.news.hint')}</Alert>
              <TextField
                label={translate('kilau.access.news.pengumuman')}
                value={value.pengumuman}
                onChange={(e) => setDraft({ ...value, pengumuman: e.target.value })}
                multiline
                minRows={3}
                error={!!error}
                helperText={error ?? `${value.pengumuman.length} / ${PENGUMUMAN_MAX}`}
                slotProps={{ htmlInput: { maxLength: PENGUMUMAN_MAX } }}
                fullWidth
              />
              <Box>
                <Typography variant="subtitle2" component="h2" gutterBottom>
                  {translate('kilau.access.news.levels')}
                </Typography>
                <FormGroup row>
                  {LEVEL_ORDER.map((level) => (
                    <FormControlLabel
                      key={level}
                      label={level}
                      control={
                        <Switch
                          checked={value.levels[level]}
                          onChange={(e) => setDraft({ ...value, levels: { ...value.levels, [level]: e.target.checked } })}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
              <Box>
                <Button variant="contained" startIcon={<SaveIcon />} disabled={submit.busy} onClick={save}>
                  {translate('kilau.access.news.save')}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        )}
      </Card>
    </Box>
  );
}
