// /hak-akses-news (OWN and SU): the announcement shown on the home page and, per level, a switch for who
// is shown it (para_system 'hak_akses_news', domain/news.ts). An empty announcement shows nothing to anyone.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, FormGroup, LinearProgress, Stack, Switch, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { checkNewsAccess, NEWS_KEY, parseNewsAccess, PENGUMUMAN_MAX, type NewsAccess } from '../../domain/news';
import { LEVEL_ORDER } from '../../domain/levels';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useToast } from '../engine/notify';

const PATH = `para-system/key/${NEWS_KEY}`;

export default function HakAksesNews() {
  const translate = useTranslate();
  const toast = useToast();
  const failure = useFailureToast();
  const [value, setValue] = useState<NewsAccess>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    api
      .get<{ data: { value: string } }>(PATH)
      .then((answer) => setValue(parseNewsAccess(answer.data.value)))
      .catch((e) => {
        setLoadFailed(true);
        failure(e, 'kilau.access.news.load_failed');
      });
  }, [failure]);

  const save = async () => {
    if (!value) return;
    const found = checkNewsAccess(value).errors;
    setError(found[0]?.message);
    if (found.length) return;
    setSaving(true);
    try {
      const answer = await api.put<{ data: { value: string } }>(PATH, { value: JSON.stringify(value) });
      setValue(parseNewsAccess(answer.data.value));
      toast.success('kilau.access.news.saved');
    } catch (e) {
      failure(e, 'kilau.access.news.save_failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title={translate('kilau.access.news.title')} />
      <Card>
        {!value && !loadFailed && <LinearProgress />}
        {value && (
          <CardContent>
            <Stack spacing={2}>
              <Alert severity="info">{translate('kilau.access.news.hint')}</Alert>
              <TextField
                label={translate('kilau.access.news.pengumuman')}
                value={value.pengumuman}
                onChange={(e) => setValue({ ...value, pengumuman: e.target.value })}
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
                          onChange={(e) => setValue({ ...value, levels: { ...value.levels, [level]: e.target.checked } })}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
              <Box>
                <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={save}>
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
