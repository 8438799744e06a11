// The service's number field of the Selesai and Ambil tabs: typed (or scanned from the receipt) and Enter loads GET
// service/{no}; the tab's entry field (F2, the skip link's target). A number given in the address (?selesai=, ?ambil=)
// loads once on opening. Also the service as the server answers it, its status in words, and its header line.
import { useEffect, useRef, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { NumberSearch } from '../../engine/widgets/NumberSearch';

export interface ServiceLine {
  nama_barang: string;
  kode_group: string;
  qty: number;
  berat: number | string;
  ongkos: number;
  deskripsi: string;
  kode_tukang: string;
  berat_keluar: number | null;
  biaya_emas: number;
}

export interface ServiceDoc {
  no_service?: string;
  tgl_system: string;
  status: 'OPEN' | 'SELESAI' | 'DONE' | 'VALID' | 'BATAL';
  nama_customer: string;
  no_hp: string | null;
  no_faktur_manual: string;
  total_service: number;
  biaya_emas: number;
  dp_rp: number;
  sisa_bayar: number;
  no_ambil: string | null;
  items: ServiceLine[];
}

export function useServiceLookup(initialNo: string | undefined, onLoaded: (service: ServiceDoc) => void) {
  const translate = useTranslate();
  const find = useSubmit({ failure: 'kilau.service.tidak_ditemukan' });
  const call = useApiCall();
  const [no, setNo] = useState(initialNo ?? '');
  const [service, setService] = useState<ServiceDoc>();
  const field = useRef<HTMLInputElement>(null);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const focus = () => setTimeout(() => field.current?.focus(), 0);

  const load = async (number: string) => {
    setService(undefined);
    const wanted = number.trim().toUpperCase();
    const answer = await find.run(() => call<{ data: ServiceDoc }>({ path: `service/${encodeURIComponent(wanted)}` }), {
      check: () => !wanted && 'kilau.service.no_kosong',
      success: false,
    });
    if (!answer) return focus();
    const doc = { ...answer.data, no_service: answer.data.no_service ?? wanted };
    setService(doc);
    loaded.current(doc);
  };
  const opened = useRef(false);
  useEffect(() => {
    if (initialNo && !opened.current) {
      opened.current = true;
      void load(initialNo);
    }
  });

  /** Done with this one: the field empty and focused for the next. */
  const clear = () => {
    setService(undefined);
    setNo('');
    focus();
  };
  const form = (
    <NumberSearch
      label={translate('kilau.service.no_service')}
      searchLabel={translate('kilau.service.cari')}
      value={no}
      onChange={setNo}
      onSearch={() => void load(no)}
      busy={find.busy}
      inputRef={field}
    />
  );
  return { service, form, focus, clear, busy: find.busy };
}

/** The service's number, date, customer and manual receipt number, with its status in words. */
export function ServiceHeading({ service }: { service: ServiceDoc }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline', mb: 1 }}>
      <Typography variant="subtitle1" data-testid="service-heading">
        {service.no_service} · {service.tgl_system} · {service.nama_customer}
      </Typography>
      {service.no_faktur_manual && <Typography variant="body2">{translate('kilau.service.manual_is', { no: service.no_faktur_manual })}</Typography>}
      <Typography variant="body2" data-testid="service-status">
        {translate('kilau.service.status_is', { status: translate(`kilau.service.status.${service.status}`) })}
      </Typography>
    </Stack>
  );
}
