// The edit of one item on /data-barang: the fields an edit may change (domain/barang.ts ITEM_EDITABLE; place and
// stock change only through moves and stock screens), with the item's versi so that a change made meanwhile is
// refused (409) instead of overwritten. A new weight goes to the stock ledger as a correction (KOREKSI), so the
// screen says so and asks before saving. A replaced photo is resized here, as on /tambah-data-barang.
import { useMemo, useState } from 'react';
import { Form } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { gateContext } from '../../engine/session';
import { masters } from '../../engine/definitions';
import { MastersProvider } from '../../engine/master/context';
import { FormButtons } from '../../engine/master/MasterForm';
import { YaTidak } from '../../engine/shared/YaTidak';
import { ITEM, ITEM_EDITABLE, itemFieldNames } from '../../../domain/barang';
import { normalizeRecord, validateRecord } from '../../../domain/validation';
import { formatField } from '../../../domain/format';
import { weightMg } from '../../../domain/units';
import { resizedJpeg } from '../../engine/widgets/photo-resize';
import { ItemFieldGrid, PhotoPicker } from './ItemFormParts';
import { fieldErrorsOf, statusOf } from '../../engine/widgets/apiError';

type Rec = Record<string, unknown>;
const WEIGHT = { kind: 'weight' } as const;

interface Props {
  item: Rec & { kode_barcode: string; versi: number };
  /** After a save: the item as the server now holds it. */
  onSaved: (item: Rec) => void;
  /** The item changed meanwhile (409): the message to show; the caller reloads the item. */
  onStale: (message: string) => void;
  onCancel: () => void;
}

export function ItemEdit({ item, onSaved, onStale, onCancel }: Props) {
  const call = useApiCall();
  const submit = useSubmit({ invalidate: ['barang'] });
  // Diamond fields only while the shop has BERLIAN_MODULE; the others are left as they are.
  const fields = useMemo(() => itemFieldNames(gateContext()?.modules ?? {}, ITEM_EDITABLE), []);
  const [photo, setPhoto] = useState<File | null>(null);
  const [pending, setPending] = useState<Rec>();
  // The first field takes the focus, so the edit goes on from the keyboard.

  /** What the server receives: every field of the form, a cleared one as null (so it is cleared), and versi. */
  const bodyOf = (values: Rec): Rec => {
    const normalized = normalizeRecord(ITEM, values, 'create');
    return { ...Object.fromEntries(fields.map((k) => [k, normalized[k] ?? null])), versi: item.versi };
  };

  // The server validates the whole item with the edit applied; so does the form, showing what concerns its fields.
  const validate = (values: Rec) => {
    const merged = normalizeRecord(ITEM, { ...item, ...values }, 'create');
    return Object.fromEntries(validateRecord(ITEM, merged, 'create').filter((e) => fields.includes(e.field)).map((e) => [e.field, e.message]));
  };

  /** Saves the edit (then a replaced photo); resolves to the server's field messages when it refuses fields. */
  const save = async (body: Rec): Promise<Record<string, string> | undefined> => {
    const path = encodeURIComponent(item.kode_barcode);
    let fieldErrors: Record<string, string> | undefined;
    await submit.run(
      async () => {
        const res = await call<{ message: string; data: Rec }>({ method: 'PUT', path: `barang/update/${path}`, body });
        if (photo) await call({ method: 'PUT', path: `barang/foto/${path}`, body: await resizedJpeg(photo) });
        return res;
      },
      {
        after: (res) => onSaved(res.data),
        // Changed meanwhile (409): the view says so and shows the item as it now is; refused fields go to the form.
        failed: (error) => {
          if (statusOf(error) === 409) {
            onStale((error as Error).message);
            return true;
          }
          fieldErrors = fieldErrorsOf(error);
          return !!fieldErrors;
        },
      },
    );
    return fieldErrors;
  };

  const onSubmit = async (values: Rec) => {
    const body = bodyOf(values);
    if (weightMg(Number(body.berat ?? 0)) !== weightMg(Number(item.berat ?? 0))) {
      setPending(body); // asked first: the answer Ya saves
      return undefined;
    }
    return save(body);
  };

  const confirmWeight = async () => {
    const body = pending;
    setPending(undefined);
    if (!body) return;
    const errors = await save(body);
    // Field messages after the question cannot land under the form's fields any more: say the first one.
    const first = errors && Object.values(errors)[0];
    if (first) submit.refuse(String(first));
  };

  return (
    // The type and group fields pick from their masters, which the ref inputs look up here.
    <MastersProvider defs={masters}>
      <Form record={item} validate={validate} onSubmit={onSubmit} disableInvalidFormNotification>
        <ItemFieldGrid fields={fields} mode="update" />
        <PhotoPicker label="kilau.barang.photo_replace" emptyLabel="kilau.barang.photo_keep" file={photo} onChange={setPhoto} />
        <FormButtons onCancel={onCancel} />
      </Form>
      <YaTidak
        isOpen={pending !== undefined}
        loading={submit.busy}
        title="kilau.barang.koreksi_title"
        content="kilau.barang.koreksi_confirm"
        translateOptions={{ from: formatField(item.berat, WEIGHT), to: formatField(pending?.berat, WEIGHT) }}
        onClose={() => setPending(undefined)}
        onConfirm={confirmWeight}
      />
    </MastersProvider>
  );
}
