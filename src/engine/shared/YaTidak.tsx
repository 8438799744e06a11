// The spec's confirmation: a question answered Ya or Tidak (react-admin's Confirm with the spec's two buttons).
// The question keeps the values it was asked with while the dialog fades out, even when the screen has already
// changed them (a saved form cleared, a list reloaded), so it never flashes '0 barang' on the way out.
import { useRef } from 'react';
import { Confirm, type ConfirmProps } from 'react-admin';

export function YaTidak(props: Omit<ConfirmProps, 'cancel' | 'confirm'>) {
  const asked = useRef(props.translateOptions);
  if (props.isOpen) asked.current = props.translateOptions;
  return <Confirm cancel="kilau.master.no" confirm="kilau.master.yes" {...props} translateOptions={asked.current} />;
}
