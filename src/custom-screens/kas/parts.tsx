// What the cash and bank screens share: their locale keys, a form dialog's buttons, the day picker (another day by the backdating rule, which
// the server enforces), an akun as staff name it, the money summary of a book, and the shapes the server answers
// (server/routes/kas.ts).
import type { ReactNode } from 'react';
import { Box, Button, DialogActions, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateField } from '../../engine/shared/DateField';
import { getSession } from '../../engine/session';
import { formatRupiahMask } from '../../../domain/units';
import { KAS_AKUN } from '../../../domain/kas';

/** A key of this area's texts (locales: kilau.kas.*). */
export const k = (name: string) => `kilau.kas.${name}`;

/** The shop's business date: the books open on it. */
export const businessDate = () => getSession()?.tgl_system ?? '';

/** The till and each bank account with its balance (GET cash/saldo). */
export interface Akun {
  akun: string;
  nama: string;
  kode_bank: string;
  saldo: number;
}

/** A money document of the books as the day's lists answer it. */
export interface CashDocument {
  no_dokumen: string;
  kategori: string;
  nama_kategori: string;
  akun_asal: string;
  akun_tujuan: string;
  jumlah: number;
  fee_rp: number;
  total: number;
  keterangan: string;
  nama_customer: string;
  jenis_kartu: string;
  kode_bank: string;
  no_reff: string;
  status: string;
  input_by: string;
}

/**
 * What a row's kategori column shows: a Kode Transaksi by its master's name (nama_kategori), any other kategori by
 * itself, which the column's `codes: 'kategori'` turns into its label.
 */
export const kategoriOf = (r: { kategori: string; nama_kategori: string }): string => r.nama_kategori || r.kategori;

/** 'Kas' for the till, else the account's number. */
export function useAkunName() {
  const translate = useTranslate();
  return (akun: string) => (akun === KAS_AKUN ? translate(k('kas')) : akun);
}

export function DayPicker({ value, onChange }: { value: string; onChange: (tgl: string) => void }) {
  const translate = useTranslate();
  return <DateField label={translate(k('tanggal'))} value={value} onChange={onChange} maxDate={businessDate()} />;
}

/** Labelled amounts in a row (opening, in, out, closing), each shown with the money mask. */
export function Amounts({ items, label }: { items: [string, number | undefined][]; label: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap role="group" aria-label={translate(label)}>
      {items.map(([name, value]) => (
        <Box key={name}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(name)}
          </Typography>
          <Typography variant="subtitle1" component="div" data-testid={name}>
            {value === undefined ? '-' : formatRupiahMask(value)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** The day's list of a screen under its heading. */
export function ListHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h2">
      {children}
    </Typography>
  );
}

/** A money form dialog's buttons: Tutup, and Simpan while nothing is being saved. */
export function SaveActions({ onClose, onSave, busy }: { onClose: () => void; onSave: () => void; busy: boolean }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose}>{translate(k('tutup'))}</Button>
      <Button variant="contained" onClick={onSave} disabled={busy}>
        {translate(k('simpan'))}
      </Button>
    </DialogActions>
  );
}
