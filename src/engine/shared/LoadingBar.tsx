// A loading bar with an accessible name: a progress bar without one is an axe 'serious' finding (a screen reader
// announces an unnamed progress bar), and an audit may catch any screen while it loads.
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';

export function LoadingBar(props: LinearProgressProps) {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} {...props} />;
}
