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

/** Text as sent; anything else (a number, an array, an object) is not text and is refused, never turned into some. */
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : undefined);

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
  const sent = Object.fromEntries(FIELDS.map((f) => [f, text(input[f])])) as Record<keyof OwnShopInput, string | undefined>;
  const values = Object.fromEntries(FIELDS.map((f) => [f, sent[f] ?? ''])) as Record<keyof OwnShopInput, string>;
  const errors = FIELDS.flatMap((field) => {
    const message = sent[field] === undefined ? V.choice(SHOP_LABELS[field]) : problem(field, values[field]);
    return message ? [{ field, message }] : [];
  });
  if (errors.length) return { errors };
  return { value: { ...values, phone: values.phone || null, portal: values.portal || null } };
}

/** Who writes a shop record: their level, and whether their own shop is the head office and which it is. */
export interface ShopWriter {
  level: string;
  head_office: boolean;
  kode_toko: string;
}

export const SHOP_RULE_MESSAGES = {
  levelPortal: 'Level Dan Portal Toko Hanya Dapat Diubah Oleh OWN Atau SU Kantor Pusat',
  branchOwnOnly: 'Cabang Hanya Dapat Mengubah Alamat Dan Telepon Tokonya Sendiri',
} as const;

/** What a branch may change of its own shop's record; everything else about a shop is the head office's to decide. */
const BRANCH_FIELDS: readonly string[] = ['alamat_toko', 'phone'];
/** What decides what a shop is (head-office data, portal reach): OWN or SU at the head office only. */
const HEAD_OFFICE_OWNER_FIELDS: readonly string[] = ['level', 'portal'];

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '').trim() === String(b ?? '').trim();

/**
 * Why `who` may not make this change to a shop record (answered with 403), or undefined when they may.
 * `before` is absent for a new shop, `after` for a deletion; only the fields present in `after` are compared.
 */
export function shopChangeRefusal(who: ShopWriter, kodeToko: string, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): string | undefined {
  const changed = after ? Object.keys(after).filter((f) => !before || !same(before[f], after[f])) : [];
  if (!who.head_office) {
    if (!before || !after || kodeToko !== who.kode_toko) return SHOP_RULE_MESSAGES.branchOwnOnly;
    return changed.every((f) => BRANCH_FIELDS.includes(f)) ? undefined : SHOP_RULE_MESSAGES.branchOwnOnly;
  }
  const ownerOnly = !before ? HEAD_OFFICE_OWNER_FIELDS.some((f) => after && after[f] !== undefined && after[f] !== null && after[f] !== '' && !(f === 'level' && after[f] === 'CABANG')) : changed.some((f) => HEAD_OFFICE_OWNER_FIELDS.includes(f));
  if (ownerOnly && !['OWN', 'SU'].includes(who.level)) return SHOP_RULE_MESSAGES.levelPortal;
  return undefined;
}
