// 'Bebaskan User ID' on the login page, which runs before react-admin (src/main.tsx): FreeUserId and its
// authorization dialog are react-admin screens, so they come here with react-admin's context (texts, toasts). A
// memory router keeps react-admin from putting its own router on the address.
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import FreeUserId, { type FreeUserIdProps } from './FreeUserId';
import { useI18nProvider } from '../i18n';
import { theme } from '../layout/theme';

export default function FreeUserIdAlone(props: FreeUserIdProps) {
  const i18nProvider = useI18nProvider();
  return (
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} theme={theme}>
        <FreeUserId {...props} />
        <Notification />
      </AdminContext>
    </MemoryRouter>
  );
}
