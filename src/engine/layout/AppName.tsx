// The product name where react-admin shows its default title (error pages), translated like every text.
import { useTranslate } from 'react-admin';

export function AppName() {
  return <>{useTranslate()('kilau.shell.app_name')}</>;
}
