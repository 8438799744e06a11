// The spec's confirmation: a question answered Ya or Tidak (react-admin's Confirm with the spec's two buttons).
import { Confirm, type ConfirmProps } from 'react-admin';

export function YaTidak(props: Omit<ConfirmProps, 'cancel' | 'confirm'>) {
  return <Confirm cancel="kilau.master.no" confirm="kilau.master.yes" {...props} />;
}
