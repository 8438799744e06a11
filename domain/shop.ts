// The shop's own record as /settingtoko edits it: name, address, phone and portal (the address head office
// reaches this branch at). Pure, so the screen shows the server's messages before saving.
import { MESSAGES as V, type FieldError } from './validation';

export interface OwnShopInput {
  nama_toko: string;
  alamat_toko: string;
  phone: string | null;
  portal: string | null;
}

export const SHOP_LIMITS = { nama_toko: 60, alamat_toko: 150, phone: 20, portal: 200 } as const;
export const SHOP_LABELS: Record<keyof OwnShopInput, string> = {
  nama_toko: 'Nama Toko',
  alamat_toko: 'Alamat Toko',
  phone: 'Telepon',
  portal: 'Portal',
};
export const SHOP_MESSAGES = {
  saved: 'Berhasil Menyimpan Data Toko',
  portal: 'Portal Harus Berupa Alamat http:// Atau https://',
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const FIELDS = Object.keys(SHOP_LIMITS) as (keyof OwnShopInput)[];
const REQUIRED: readonly string[] = ['nama_toko', 'alamat_toko'];
const PHONE = /^\+?[0-9][0-9\s\-().]*$/;

function problem(field: keyof OwnShopInput, value: string): string | undefined {
  const label = SHOP_LABELS[field];
  if (!value) return REQUIRED.includes(field) ? V.required(label) : undefined;
  if (value.length > SHOP_LIMITS[field]) return V.maxLength(label, SHOP_LIMITS[field]);
  if (field === 'phone' && !PHONE.test(value)) return V.choice(label);
  if (field === 'portal' && !isWebAddress(value)) return SHOP_MESSAGES.portal;
  return undefined;
}

/** The record to store (an empty phone or portal becomes null), or each field's problem in form order. */
export function checkOwnShop(input: Record<string, unknown>): { value: OwnShopInput; errors?: undefined } | { errors: FieldError[] } {
  const values = Object.fromEntries(FIELDS.map((f) => [f, text(input[f])])) as Record<keyof OwnShopInput, string>;
  const errors = FIELDS.flatMap((field) => {
    const message = problem(field, values[field]);
    return message ? [{ field, message }] : [];
  });
  if (errors.length) return { errors };
  return { value: { ...values, phone: values.phone || null, portal: values.portal || null } };
}
