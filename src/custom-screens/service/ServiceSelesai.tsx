// Marking a service done (issue 21 item 8): its number and Enter load it; each piece is weighed out (the weight in
// until typed over); where a repair added gold, it is charged at its group's price of this moment (the line's group,
// else one chosen here), and the customer's remaining balance rises by it (domain/service-entry.ts, the server's
// arithmetic). SIMPAN posts POST service/{no}/selesai; under WHATSAPP_MODULE the customer is told it is ready (a wa.me
// shop's link opens in a new tab). F2 the number, F8 save.
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { ShortcutKey, useShortcuts } from '../../engine/shared/shortcuts';
import { Totals, type TotalRow } from '../../engine/transaction/counter/Checkout';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { previewSelesai, selesaiBody, selesaiGroup, selesaiProblem, type SelesaiLineDraft } from '../../../domain/service-entry';
import { formatRupiah, formatWeightMg, WEIGHT, weightMg } from '../../../domain/units';
import { NumberField } from '../../engine/widgets/NumberField';
import { ServiceHeading, useServiceLookup, type ServiceDoc } from './ServiceLookup';

interface Done {
  data: { no_service: string; biaya_emas: number; sisa_bayar: number; whatsapp: { id: number; link?: string } | null };
}

export function ServiceSelesai({ data, initialNo, onAmbil }: { data: SaleData; initialNo?: string; onAmbil: (no: string) => void }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.service.${k}`, args);
  const submit = useSubmit();
  const call = useApiCall();
  const [drafts, setDrafts] = useState<SelesaiLineDraft[]>([]);
  const table = useRef<HTMLTableElement>(null);
  const lookup = useServiceLookup(initialNo, (s: ServiceDoc) => {
    setDrafts(s.items.map((l) => ({ berat_mg: weightMg(l.berat), berat_keluar_mg: weightMg(l.berat), kode_group: l.kode_group ?? '', kode_group_selesai: '' })));
    // The piece is on the scale next: the first weight out, selected to be typed over.
    if (s.status === 'OPEN')
      setTimeout(() => {
        const first = table.current?.querySelector<HTMLInputElement>('[data-testid="berat-keluar-0"]');
        first?.focus();
        first?.select();
      }, 0);
  });
  const service = lookup.service;
  const save = useRef<HTMLButtonElement>(null);
  useShortcuts({ F2: lookup.focus, F8: () => save.current?.click() });

  const preview = useMemo(() => previewSelesai(drafts, data.prices.hargaPerGram), [drafts, data.prices]);
  const groups = useMemo(() => [...data.groupNames], [data.groupNames]);
  const open = service?.status === 'OPEN';
  const problem = selesaiProblem(drafts);
  const problemText = problem && t('baris_problem', { n: problem.line, message: t(`problem.${problem.code}`) });
  const set = (i: number, patch: Partial<SelesaiLineDraft>) => setDrafts((prev) => prev.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const finish = async () => {
    if (!service?.no_service) return;
    const no = service.no_service;
    const answer = await submit.run(() => call<Done>({ method: 'POST', path: `service/${encodeURIComponent(no)}/selesai`, body: selesaiBody(drafts) }), {
      check: () => problemText,
      success: (a) => t(a.data.whatsapp ? 'selesai_ok_wa' : 'selesai_ok', { no, sisa: formatRupiah(a.data.sisa_bayar) }),
    });
    if (!answer) return;
    // A wa.me shop: the message goes from the cashier's own WhatsApp, opened beside the screen.
    if (answer.data.whatsapp?.link) window.open(answer.data.whatsapp.link, '_blank', 'noopener');
    lookup.clear();
  };

  const totals: TotalRow[] = service
    ? [
        [t('total_service'), Number(service.total_service)],
        [t('biaya_emas'), preview.biaya_emas],
        [t('dp'), Number(service.dp_rp)],
        [t('sisa_bayar_baru'), Number(service.sisa_bayar) + (open ? preview.biaya_emas : 0), true],
      ]
    : [];

  return (
    <Stack spacing={2}>
      {lookup.form}
      {service && (
        <Card>
          <CardContent>
            <ServiceHeading service={service} />
            {!open && (
              <Alert
                severity="warning"
                sx={{ mb: 1 }}
                data-testid="service-refused"
                action={
                  service.status === 'SELESAI' && (
                    <Button color="inherit" size="small" onClick={() => onAmbil(service.no_service ?? '')}>
                      {t('ke_ambil')}
                    </Button>
                  )
                }
              >
                {t(`selesai_refused.${service.status}`, { nota: service.no_ambil ?? '-' })}
              </Alert>
            )}
            <Table ref={table} size="small" aria-label={t('lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('nama_barang')}</TableCell>
                  <TableCell>{t('deskripsi')}</TableCell>
                  <TableCell align="right">{t('berat_masuk')}</TableCell>
                  <TableCell sx={{ width: 140 }}>{t('berat_keluar')}</TableCell>
                  <TableCell sx={{ width: 170 }}>{t('group')}</TableCell>
                  <TableCell align="right">{t('biaya_emas')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {service.items.map((l, i) => {
                  const d = drafts[i];
                  if (!d) return null;
                  return (
                    <TableRow key={i} data-testid={`selesai-baris-${i}`}>
                      <TableCell>
                        {i + 1}. {l.nama_barang} ({l.qty})
                        {l.kode_tukang && (
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {t('tukang_is', { tukang: l.kode_tukang })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{l.deskripsi}</TableCell>
                      <TableCell align="right">{formatWeightMg(d.berat_mg)}</TableCell>
                      <TableCell>
                        <NumberField
                          unit={WEIGHT}
                          label={t('berat_keluar')}
                          value={d.berat_keluar_mg}
                          onValue={(v) => set(i, { berat_keluar_mg: v })}
                          testId={`berat-keluar-${i}`}
                          disabled={!open}
                          fullWidth
                        />
                      </TableCell>
                      <TableCell>
                        {d.kode_group ? (
                          `${d.kode_group} - ${data.groupNames.get(d.kode_group) ?? ''}`
                        ) : (
                          <TextField select size="small" fullWidth label={t('group')} value={d.kode_group_selesai} onChange={(e) => set(i, { kode_group_selesai: e.target.value })} disabled={!open}>
                            <MenuItem value="">{t('tanpa_group')}</MenuItem>
                            {groups.map(([kode, nama]) => (
                              <MenuItem key={kode} value={kode}>
                                {kode} - {nama}
                              </MenuItem>
                            ))}
                          </TextField>
                        )}
                        {selesaiGroup(d) && (
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {t('harga_gram', { harga: formatRupiah(preview.lines[i]?.harga_per_gram ?? 0) })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right" data-testid={`biaya-emas-${i}`}>
                        {formatRupiah(preview.lines[i]?.biaya_emas ?? 0)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end', alignItems: 'flex-end' }}>
              {open && problemText && <Alert severity="info">{problemText}</Alert>}
              <Stack spacing={1.5} sx={{ width: 360 }}>
                <Totals rows={totals} />
                <Button ref={save} variant="contained" size="large" startIcon={<SaveIcon />} aria-keyshortcuts="F8" disabled={!open || submit.busy} onClick={() => void finish()} sx={{ gap: 1 }}>
                  {t('simpan_selesai')}
                  <ShortcutKey keys="F8" />
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
