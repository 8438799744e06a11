// The shop's public page (/landingpages, issue 23 item 7): what the owner lets a passer-by see, chosen on
// /settingtoko and stored as the JSON setting `landing_page`. Pure: the screen checks with it before saving, the
// server refuses with the same messages, and server/routes/publik.ts shows only what it switches on.
import { MESSAGES as V, type FieldError } from './validation';
import { isWhatsappNumber, whatsappNumber } from './phone';

export const LANDING_PAGE_KEY = 'landing_page';
export const LANDING_PAGE_ROUTE = '/landingpages';

export interface LandingPageSetting {
  /** The page is published; off, /landingpages answers that it is not available. */
  aktif: boolean;
  /** The shop's address (from /settingtoko's record) is shown. */
  alamat: boolean;
  /** Opening hours as the owner writes them, one line a row; empty: not shown. */
  jam_buka: string;
  /** Today's sell price per gram of the groups (master_group, kept by /harga-emas) is shown. */
  harga_emas: boolean;
  /** The groups whose price is shown, in this order; empty: every active group. */
  grup: string[];
  /** The number the WhatsApp button chats with (62...); empty: no button. */
  whatsapp: string;
}

/** A new shop shows its name, address and prices: what its shop window shows anyway. */
export const DEFAULT_LANDING_PAGE: LandingPageSetting = { aktif: true, alamat: true, jam_buka: '', harga_emas: true, grup: [], whatsapp: '' };

export const LANDING_PAGE_LABELS = {
  aktif: 'Halaman Publik',
  alamat: 'Tampilkan Alamat',
  harga_emas: 'Tampilkan Harga Emas',
  jam_buka: 'Jam Buka',
  grup: 'Group Harga Emas',
  whatsapp: 'Nomor WhatsApp',
} as const;

export const MAX_OPENING_HOURS = 300;
export const MAX_GROUPS = 50;
const GROUP_CODE = /^[A-Z0-9_.-]{1,10}$/;

const flag = (v: unknown, def: boolean) => (typeof v === 'boolean' ? v : def);

/** Reads the owner's choices (a missing switch keeps its default); each problem named under its field. */
export function readLandingPage(o: Record<string, unknown>, errors: FieldError[], key = LANDING_PAGE_KEY): LandingPageSetting {
  const L = LANDING_PAGE_LABELS;
  const d = DEFAULT_LANDING_PAGE;
  for (const name of ['aktif', 'alamat', 'harga_emas'] as const) {
    if (o[name] !== undefined && typeof o[name] !== 'boolean') errors.push({ field: `${key}.${name}`, message: V.choice(L[name]) });
  }

  const hours = o.jam_buka === undefined || o.jam_buka === null ? '' : o.jam_buka;
  let jam = '';
  if (typeof hours !== 'string') errors.push({ field: `${key}.jam_buka`, message: V.choice(L.jam_buka) });
  else {
    // Trailing spaces and blank lines at the ends are typing, not content.
    jam = hours.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').trim();
    if (jam.length > MAX_OPENING_HOURS) errors.push({ field: `${key}.jam_buka`, message: V.maxLength(L.jam_buka, MAX_OPENING_HOURS) });
  }

  const raw = o.whatsapp === undefined || o.whatsapp === null ? '' : o.whatsapp;
  let whatsapp = '';
  if (typeof raw !== 'string' || raw.length > 30) errors.push({ field: `${key}.whatsapp`, message: V.choice(L.whatsapp) });
  else if (raw.trim()) {
    whatsapp = whatsappNumber(raw);
    if (!isWhatsappNumber(whatsapp)) errors.push({ field: `${key}.whatsapp`, message: V.choice(L.whatsapp) });
  }

  const list = o.grup === undefined || o.grup === null ? [] : o.grup;
  let grup: string[] = [];
  if (!Array.isArray(list) || list.length > MAX_GROUPS || list.some((g) => typeof g !== 'string' || !GROUP_CODE.test(g.trim().toUpperCase()))) {
    errors.push({ field: `${key}.grup`, message: V.choice(L.grup) });
  } else grup = [...new Set(list.map((g: string) => g.trim().toUpperCase()))];

  return {
    aktif: flag(o.aktif, d.aktif),
    alamat: flag(o.alamat, d.alamat),
    jam_buka: jam,
    harga_emas: flag(o.harga_emas, d.harga_emas),
    grup,
    whatsapp,
  };
}

/** The wa.me link of the page's WhatsApp button (no message prefilled: the visitor writes their own). */
export const whatsappLink = (number: string) => `https://wa.me/${number}`;
