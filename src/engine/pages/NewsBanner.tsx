// The shop's announcement on the home page, for the levels /hak-akses-news switched on. The server
// decides (GET news answers null otherwise); a failed call simply shows no banner.
import { useEffect, useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useTranslate } from 'react-admin';
import { api } from '../api';

export function NewsBanner() {
  const translate = useTranslate();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<{ data?: { pengumuman?: string | null } }>('news')
      .then((answer) => live && setText(answer.data?.pengumuman ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!text) return null;
  return (
    <Alert severity="info" icon={<CampaignIcon />} sx={{ mt: 2, whiteSpace: 'pre-line' }} data-testid="news-banner">
      <AlertTitle>{translate('kilau.access.news.banner')}</AlertTitle>
      {text}
    </Alert>
  );
}
