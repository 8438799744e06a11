// The edit of one item on /data-barang: the fields an edit may change (domain/barang.ts ITEM_EDITABLE; place and
// stock change only through moves and stock screens), with the item's versi so that a change made meanwhile is
// refused (409) instead of overwritten. A new weight goes to the stock ledger as a correction (KOREKSI), so the
// screen says so and asks before saving. A replaced photo is resized here, as on /tambah-data-barang.
import { useMemo, useState } from 'react';
import { Form } from 'react-admin';
import { api, ApiError, request } from '../../engine/api';
import { gateContext } from '../../engine/session';
import { useToast } from '../../engine/notify';
import { useFailureToast } from '../../engine/failure-toast';
import { masters } from '../../engine/definitions';
import { MastersProvider } from '../../engine/master/context';
import { FormButtons } from '../../engine/master/MasterForm';
import { YaTidak } from '../../engine/shared/YaTidak';
import { ITEM, ITEM_EDITABLE, itemFieldNames } from '../../../domain/barang';
import { normalizeRecord, validateRecord } from '../../../domain/validation';
import { formatCell } from '../../../domain/format';
import { weightMg } from '../../../domain/units';
import { resizedJpeg } from './photo';
import { ItemFieldGrid, PhotoPicker } from './ItemFormParts';

type Rec = Record<string, unknown>;

interface Props {
  item: Rec & { kode_barcode: string; versi: number };
  /** After a save: the item as the server now holds it. */
  onSaved: (item: Rec) => void;
  /** The item changed meanwhile (409): the message to show; the caller reloads the item. */
  onStale: (message: string) => void;
  onCancel: () => void;
}

export function ItemEdit({ item, onSaved, onStale, onCancel }: Props) {
  const toast = useToast();
  const failure = useFailureToast();
  // Diamond fields only while the shop has BERLIAN_MODULE; the others are left as they are.
  const fields = useMemo(() => itemFieldNames(gateContext()?.modules ?? {}, ITEM_EDITABLE), []);
  const [photo, setPhoto] = useState<File | null>(null);
  const [pending, setPending] = useState<Rec>();
  const [saving, setSaving] = useState(false);
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

  const save = async (body: Rec): Promise<Rec | undefined> => {
    setSaving(true);
    try {
      const res = await api.put<{ message: string; data: Rec }>(`barang/update/${encodeURIComponent(item.kode_barcode)}`, body);
      if (photo) await request('PUT', `barang/foto/${encodeURIComponent(item.kode_barcode)}`, await resizedJpeg(photo));
      toast.success(res.message);
      onSaved(res.data);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onStale(error.message);
      else if (error instanceof ApiError && error.errors.length) return Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
      else failure(error, 'kilau.barang.save_failed');
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const submit = async (values: Rec) => {
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
    if (first) failure(new Error(), String(first));
  };

  return (
    // The type and group fields pick from their masters, which the ref inputs look up here.
    <MastersProvider defs={masters}>
      <Form record={item} validate={validate} onSubmit={submit} disableInvalidFormNotification>
        <ItemFieldGrid fields={fields} mode="update" />
        <PhotoPicker label="kilau.barang.photo_replace" emptyLabel="kilau.barang.photo_keep" file={photo} onChange={setPhoto} />
        <FormButtons onCancel={onCancel} />
      </Form>
      <YaTidak
        isOpen={pending !== undefined}
        loading={saving}
        title="kilau.barang.koreksi_title"
        content="kilau.barang.koreksi_confirm"
        translateOptions={{ from: formatCell(item.berat, 'weight3'), to: formatCell(pending?.berat, 'weight3') }}
        onClose={() => setPending(undefined)}
        onConfirm={confirmWeight}
      />
    </MastersProvider>
  );
}
