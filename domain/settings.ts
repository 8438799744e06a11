// The shop's settings kept in para_system (key -> text), edited on the settings screens (spec sections 2, 9).
// Each names the screen whose gate guards its write (definitions/pages.ts), its value on a new database,
// and the check that turns a submitted value into the stored text or refuses it. The browser runs the same
// checks before saving, so its messages are the server's.
import { MAX_MONEY } from './fields';
import { MESSAGES as V, problemMessage, type FieldError } from './validation';
import { MONEY, numberUnit, PERCENT, PPN, readValue, toDisplay, WEIGHT, type Unit } from './units';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { DEFAULT_RECEIPT_PAPER, MAX_LINE, RECEIPT_DOCUMENTS, RECEIPT_PAPERS, type ReceiptDocument, type ReceiptSetting } from './receipt';
import { isWhatsappNumber, whatsappNumber } from './phone';
import { DEFAULT_LANDING_PAGE, LANDING_PAGE_KEY, readLandingPage } from './landing-page';

export type Checked = { value: string; errors?: undefined } | { value?: undefined; errors: FieldError[] };

export interface SettingSpec {
  key: string;
  label: string;
  /** The screen that edits it: the gate of its route guards the write. */
  route: string;
  /** The stored text on a new database. */
  default: string;
  check(input: unknown): Checked;
}

export const SETTING_MESSAGES = {
  tglSystem: 'Tanggal Sistem Hanya Dapat Diubah Melalui Tutup Toko',
  format: (label: string) => `Format ${label} Tidak Valid`,
  saved: 'Berhasil Menyimpan Setting',
  unknownPlaceholder: (label: string, name: string) => `${label} Memakai Kata Kunci Tidak Dikenal: {${name}}`,
};

/** Advanced by store closing only (spec: tutup toko); refused by the settings endpoint. */
export const PROTECTED_SETTINGS: readonly string[] = ['tgl_system'];

// ---------------------------------------------------------------- value checks

interface NumberRule {
  min: number;
  max: number;
  decimals: number;
  /** How typed text is read (domain/units.ts); a plain number with `decimals` when not given. */
  unit?: Unit;
}

/** Records a refusal; answers undefined so a reader can `return fail(...)`. */
function fail(errors: FieldError[], field: string, message: string): undefined {
  errors.push({ field, message });
  return undefined;
}

/**
 * A number typed in a form ('1,1' % is 1.1, 'Rp. 1.000 ,-' is 1000) or sent as one, read by its unit; undefined,
 * with the error recorded, when invalid. Booleans and other types are refused, never coerced.
 */
function readNumber(input: unknown, field: string, label: string, rule: NumberRule, errors: FieldError[]): number | undefined {
  const refuse = (message: string) => fail(errors, field, message);
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return refuse(V.required(label));
  const unit = rule.unit ?? numberUnit(rule.decimals);
  const read = readValue(input, unit);
  const n = read.ok ? toDisplay(read.value, unit) : read.approx;
  if (!read.ok && (read.problem === 'number' || read.problem === 'decimals' || read.problem === 'whole')) return refuse(problemMessage(label, read.problem, rule.decimals));
  if (n === undefined) return refuse(V.number(label));
  if (n < rule.min) return refuse(V.minimum(label, rule.min));
  if (n > rule.max) return refuse(V.maximum(label, rule.max));
  return n;
}

function readText(input: unknown, field: string, label: string, max: number, errors: FieldError[], required = true): string | undefined {
  const text = typeof input === 'string' ? input.trim() : input === undefined || input === null ? '' : undefined;
  if (text === undefined) return fail(errors, field, V.choice(label));
  if (required && !text) return fail(errors, field, V.required(label));
  if (text.length > max) return fail(errors, field, V.maxLength(label, max));
  return text;
}

/** JSON settings arrive as an object, or as the text GET para-system answers. */
function readObject(input: unknown, key: string, label: string): Record<string, unknown> | FieldError[] {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      value = undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ field: key, message: SETTING_MESSAGES.format(label) }];
  return value as Record<string, unknown>;
}

/** The stored text: scalars as written, objects as JSON. */
const done = (errors: FieldError[], value: unknown): Checked =>
  errors.length ? { errors } : { value: typeof value === 'string' ? value : JSON.stringify(value) };

function numberSetting(key: string, label: string, def: number, rule: NumberRule, route = '/settingsystem'): SettingSpec {
  return {
    key,
    label,
    route,
    default: String(def),
    check(input) {
      const errors: FieldError[] = [];
      const n = readNumber(input, key, label, rule, errors);
      return done(errors, String(n));
    },
  };
}

function jsonSetting<T>(key: string, label: string, route: string, def: T, read: (o: Record<string, unknown>, errors: FieldError[]) => T): SettingSpec {
  return {
    key,
    label,
    route,
    default: JSON.stringify(def),
    check(input) {
      const o = readObject(input, key, label);
      if (Array.isArray(o)) return { errors: o };
      const errors: FieldError[] = [];
      const value = read(o, errors);
      return done(errors, value);
    },
  };
}

// ---------------------------------------------------------------- system settings (/settingsystem)

export const VAT_MODES = ['PERSEN', 'BERAT'] as const;
/** VAT as a percentage of the price, or (BERAT) integer rupiah per gram sold. */
export interface VatSetting {
  mode: (typeof VAT_MODES)[number];
  nilai: number;
}

/** The unit of the VAT value: hundredths of a percent, or rupiah per gram. */
export const vatUnit = (mode: VatSetting['mode']): Unit => (mode === 'BERAT' ? MONEY : PPN);

/** The units of the gold instalments' number settings (the Cicilan tab of /settingsystem). */
export const CICILAN_SETTING_UNITS = { denda_cicilan: PERCENT, tunggakan_lelang_cicilan: numberUnit(0), biaya_lelang_cicilan: PERCENT } as const;

/** The units the system tab's number fields are typed in, for the screen's previews and plausibility checks. */
export const SYSTEM_SETTING_UNITS = { pembulatan: MONEY, toleransi_penjualan: WEIGHT, toleransi_pembelian: WEIGHT, batas_penjualan: MONEY, batas_diskon: PERCENT, jatuh_tempo_titip: numberUnit(0), bunga_hutang_default: PERCENT, hutang_denda_per_15_hari: MONEY, hutang_masa_tenggang: numberUnit(0), hutang_pengingat_hari: numberUnit(0), cabang_timeout_detik: numberUnit(0) } as const;

/** The units of /setting-member's settings (poin_hangus_bulan: whole months), in the order the screen shows them. */
export const MEMBER_SETTING_UNITS = { member_biaya_kartu: MONEY, poin_rupiah: MONEY, poin_hangus_bulan: numberUnit(0) } as const;

function readVat(o: Record<string, unknown>, errors: FieldError[]): VatSetting {
  const mode = VAT_MODES.find((m) => m === o.mode);
  if (!mode) errors.push({ field: 'ppn.mode', message: V.choice('Jenis PPN') });
  const rule = mode === 'BERAT' ? { min: 0, max: MAX_MONEY, decimals: 0, unit: vatUnit(mode) } : { min: 0, max: 100, decimals: 2, unit: vatUnit('PERSEN') };
  const nilai = readNumber(o.nilai, 'ppn.nilai', 'Nilai PPN', rule, errors);
  return { mode: mode ?? 'PERSEN', nilai: nilai ?? 0 };
}

/**
 * What a cancelled money deposit (server/documents/kinds/titip.ts), or order (pesanan.ts), does with its down payment
 * (settings batal_titip, batal_pesanan): KEMBALI refunds it (the money rows reversed), HANGUS forfeits it (the money
 * stays, the journal turns the down payment into other income).
 */
export const BATAL_TITIP_RULES = ['KEMBALI', 'HANGUS'] as const;
export type BatalTitipRule = (typeof BATAL_TITIP_RULES)[number];

function batalDpSetting(key: string, label: string): SettingSpec {
  return {
    key,
    label,
    route: '/settingsystem',
    default: 'KEMBALI',
    check: (input) =>
      BATAL_TITIP_RULES.some((r) => r === input) ? { value: input as string } : { errors: [{ field: key, message: V.choice(label) }] },
  };
}

function languageSetting(): SettingSpec {
  const key = 'bahasa_default';
  const label = 'Bahasa Default';
  return {
    key,
    label,
    route: '/settingsystem',
    default: DEFAULT_LANGUAGE,
    check: (input) =>
      LANGUAGES.some((l) => l.locale === input) ? { value: input as string } : { errors: [{ field: key, message: V.choice(label) }] },
  };
}

// ---------------------------------------------------------------- receipts (/setting-nota, /setting-nota-slip)

export const MAX_RECEIPT_LINES = 5;
export const RECEIPT_DOCUMENT_LABELS: Record<ReceiptDocument, string> = {
  pembelian: 'Pembelian',
  hutang: 'Hutang',
  service: 'Service',
  pesanan: 'Pesanan',
  titip: 'Titipan',
  penjualan_acc: 'Penjualan ACC',
  tukar: 'Slip Tukar',
};

export const DEFAULT_RECEIPT: ReceiptSetting = {
  kertas: DEFAULT_RECEIPT_PAPER,
  header: [],
  footer: [],
  copies: Object.fromEntries(RECEIPT_DOCUMENTS.map((d) => [d, 1])) as ReceiptSetting['copies'],
};

function readLines(input: unknown, part: 'header' | 'footer', key: string, errors: FieldError[]): string[] {
  const name = part === 'header' ? 'Header' : 'Footer';
  if (input === undefined) return [];
  if (!Array.isArray(input)) {
    fail(errors, `${key}.${part}`, SETTING_MESSAGES.format(name));
    return [];
  }
  if (input.length > MAX_RECEIPT_LINES) errors.push({ field: `${key}.${part}`, message: `${name} Maksimal ${MAX_RECEIPT_LINES} Baris` });
  // Lines keep their leading spaces (centring on the slip) and may be empty (a spacer line).
  return input.slice(0, MAX_RECEIPT_LINES).map((line, i) => {
    const field = `${key}.${part}.${i}`;
    const label = `${name} Baris ${i + 1}`;
    if (typeof line !== 'string') {
      fail(errors, field, V.choice(label));
      return '';
    }
    const text = line.trimEnd();
    if (text.length > MAX_LINE) errors.push({ field, message: V.maxLength(label, MAX_LINE) });
    return text;
  });
}

function readReceipt(key: string) {
  return (o: Record<string, unknown>, errors: FieldError[]): ReceiptSetting => {
    const copies = (o.copies && typeof o.copies === 'object' ? o.copies : {}) as Record<string, unknown>;
    // A setting saved before the paper choice existed prints on the default roll.
    const kertas = o.kertas === undefined ? DEFAULT_RECEIPT_PAPER : RECEIPT_PAPERS.find((p) => p === o.kertas);
    if (!kertas) errors.push({ field: `${key}.kertas`, message: V.choice('Kertas') });
    return {
      kertas: kertas ?? DEFAULT_RECEIPT_PAPER,
      header: readLines(o.header, 'header', key, errors),
      footer: readLines(o.footer, 'footer', key, errors),
      copies: Object.fromEntries(
        RECEIPT_DOCUMENTS.map((doc) => {
          // A document the screen did not send keeps printing once.
          const n = copies[doc] ?? 1;
          if (n !== 1 && n !== 2) errors.push({ field: `${key}.copies.${doc}`, message: V.choice(`Jumlah Cetak ${RECEIPT_DOCUMENT_LABELS[doc]}`) });
          return [doc, n === 2 ? 2 : 1];
        }),
      ) as ReceiptSetting['copies'],
    };
  };
}

// ---------------------------------------------------------------- WhatsApp (/whatsapp-setting)

export const WHATSAPP_PLACEHOLDERS = ['nama_toko', 'nama_customer', 'no_nota', 'tanggal', 'total'] as const;
export const MAX_TEMPLATE = 1000;

/**
 * How messages leave the shop (server/whatsapp): the WhatsApp Cloud API, a Wablas/Fonnte-compatible gateway, or a
 * wa.me link the cashier's browser opens (nothing sent by the server; needs no account, hence the default).
 */
export const WHATSAPP_ADAPTERS = ['WA_ME', 'CLOUD_API', 'GATEWAY'] as const;
export type WhatsappAdapter = (typeof WHATSAPP_ADAPTERS)[number];
export const GATEWAY_FORMATS = ['FORM', 'JSON'] as const;

export interface WhatsappSetting {
  /** Stored as WhatsApp wants it: digits with the country code (0812... becomes 62812...). */
  nomor_pengirim: string;
  template_invoice: string;
  adapter: WhatsappAdapter;
  /** Cloud API: the Graph API version (v21.0) and the sender's phone number id. Its token is a secret, kept apart. */
  cloud_api_version: string;
  cloud_phone_number_id: string;
  /** Gateway: the URL messages are posted to, as a form or as JSON. Its token is a secret, kept apart. */
  gateway_url: string;
  gateway_format: (typeof GATEWAY_FORMATS)[number];
}

export const DEFAULT_WHATSAPP: WhatsappSetting = {
  nomor_pengirim: '',
  template_invoice: 'Terima kasih telah berbelanja di {nama_toko}, {nama_customer}. Nota {no_nota} tanggal {tanggal}, total Rp {total}.',
  adapter: 'WA_ME',
  cloud_api_version: 'v21.0',
  cloud_phone_number_id: '',
  gateway_url: '',
  gateway_format: 'FORM',
};

export const WHATSAPP_LABELS = {
  adapter: 'Pengiriman',
  cloud_api_version: 'Versi Cloud API',
  cloud_phone_number_id: 'Phone Number ID',
  gateway_url: 'URL Gateway',
  gateway_format: 'Format Gateway',
} as const;

/** The invoice text with its {placeholders} filled; unknown ones are left as written. */
export function fillTemplate(template: string, values: Partial<Record<(typeof WHATSAPP_PLACEHOLDERS)[number], string>>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name as keyof typeof values] ?? all);
}

function readWhatsapp(o: Record<string, unknown>, errors: FieldError[]): WhatsappSetting {
  const key = 'whatsapp_setting';
  const raw = readText(o.nomor_pengirim, `${key}.nomor_pengirim`, 'Nomor Pengirim', 20, errors);
  const nomor = raw === undefined ? '' : whatsappNumber(raw);
  if (raw && !isWhatsappNumber(nomor)) errors.push({ field: `${key}.nomor_pengirim`, message: 'Nomor Pengirim Tidak Valid' });
  const label = 'Template Invoice';
  const template = readText(o.template_invoice, `${key}.template_invoice`, label, MAX_TEMPLATE, errors) ?? '';
  const unknown = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).find((n) => !(WHATSAPP_PLACEHOLDERS as readonly string[]).includes(n));
  if (unknown) errors.push({ field: `${key}.template_invoice`, message: SETTING_MESSAGES.unknownPlaceholder(label, unknown) });
  return { nomor_pengirim: nomor, template_invoice: template, ...readWhatsappAdapter(o, errors) };
}

/** The adapter and what it needs; a setting saved before adapters existed reads as the wa.me link. */
function readWhatsappAdapter(o: Record<string, unknown>, errors: FieldError[]): Omit<WhatsappSetting, 'nomor_pengirim' | 'template_invoice'> {
  const key = 'whatsapp_setting';
  const L = WHATSAPP_LABELS;
  const adapter = o.adapter === undefined ? DEFAULT_WHATSAPP.adapter : WHATSAPP_ADAPTERS.find((a) => a === o.adapter);
  if (!adapter) errors.push({ field: `${key}.adapter`, message: V.choice(L.adapter) });
  const format = o.gateway_format === undefined ? DEFAULT_WHATSAPP.gateway_format : GATEWAY_FORMATS.find((f) => f === o.gateway_format);
  if (!format) errors.push({ field: `${key}.gateway_format`, message: V.choice(L.gateway_format) });
  // Each adapter's own fields are required only when it is chosen; the others keep what was typed.
  const cloud = adapter === 'CLOUD_API';
  const version = readText(o.cloud_api_version ?? DEFAULT_WHATSAPP.cloud_api_version, `${key}.cloud_api_version`, L.cloud_api_version, 10, errors, cloud) ?? '';
  if (version && !/^v\d{1,3}\.\d{1,3}$/.test(version)) errors.push({ field: `${key}.cloud_api_version`, message: SETTING_MESSAGES.format(L.cloud_api_version) });
  const phoneId = readText(o.cloud_phone_number_id, `${key}.cloud_phone_number_id`, L.cloud_phone_number_id, 30, errors, cloud) ?? '';
  if (phoneId && !/^\d+$/.test(phoneId)) errors.push({ field: `${key}.cloud_phone_number_id`, message: SETTING_MESSAGES.format(L.cloud_phone_number_id) });
  const url = readText(o.gateway_url, `${key}.gateway_url`, L.gateway_url, 300, errors, adapter === 'GATEWAY') ?? '';
  if (url && !isHttpUrl(url)) errors.push({ field: `${key}.gateway_url`, message: SETTING_MESSAGES.format(L.gateway_url) });
  return {
    adapter: adapter ?? DEFAULT_WHATSAPP.adapter,
    cloud_api_version: version,
    cloud_phone_number_id: phoneId,
    gateway_url: url,
    gateway_format: format ?? DEFAULT_WHATSAPP.gateway_format,
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- marketplaces (/marketplace-setting)

export const MARKETPLACES = [
  { code: 'SHOPEE', label: 'Shopee' },
  { code: 'TOKOPEDIA', label: 'Tokopedia' },
  { code: 'TIKTOK_SHOP', label: 'TikTok Shop' },
  { code: 'LAZADA', label: 'Lazada' },
  { code: 'BLIBLI', label: 'Blibli' },
] as const;
export type MarketplaceCode = (typeof MARKETPLACES)[number]['code'];
export type MarketplaceSetting = Record<MarketplaceCode, { aktif: boolean; shop_id: string }>;

export const DEFAULT_MARKETPLACE = Object.fromEntries(MARKETPLACES.map((m) => [m.code, { aktif: false, shop_id: '' }])) as MarketplaceSetting;

function readMarketplaces(o: Record<string, unknown>, errors: FieldError[]): MarketplaceSetting {
  return Object.fromEntries(
    MARKETPLACES.map(({ code, label }) => {
      const entry = (o[code] && typeof o[code] === 'object' ? o[code] : {}) as Record<string, unknown>;
      const field = `marketplace_setting.${code}.shop_id`;
      const aktif = entry.aktif === true;
      // A shop id is needed only to switch the marketplace on; a switched-off one may keep its old id.
      const shopId = readText(entry.shop_id, field, `Shop ID ${label}`, 50, errors, aktif) ?? '';
      if (shopId && !/^[A-Za-z0-9_.-]+$/.test(shopId)) errors.push({ field, message: V.choice(`Shop ID ${label}`) });
      return [code, { aktif, shop_id: shopId }];
    }),
  ) as MarketplaceSetting;
}

// ---------------------------------------------------------------- the catalogue

export const SETTINGS: readonly SettingSpec[] = [
  numberSetting('pembulatan', 'Nilai Pembulatan', 500, { min: 1, max: 100_000, decimals: 0, unit: MONEY }),
  numberSetting('toleransi_penjualan', 'Toleransi Penjualan', 0, { min: 0, max: 10, decimals: 3, unit: WEIGHT }),
  // How far (grams) the shop's own piece bought back may weigh from its receipt without TOLERANSI_BERAT_PEMBELIAN.
  numberSetting('toleransi_pembelian', 'Toleransi Pembelian', 0, { min: 0, max: 10, decimals: 3, unit: WEIGHT }),
  jsonSetting('ppn', 'PPN', '/settingsystem', { mode: 'PERSEN', nilai: 0 } satisfies VatSetting, readVat),
  // The grand total above which a sale needs PENJUALAN_DIATAS_LIMIT (spec section 6 'sales above a limit'); 0: none.
  numberSetting('batas_penjualan', 'Batas Penjualan', 0, { min: 0, max: MAX_MONEY, decimals: 0, unit: MONEY }),
  // The share (percent) of a line's price, or of a sale's subtotal, a cashier may take off without DISKON_DIATAS_BATAS.
  numberSetting('batas_diskon', 'Batas Diskon', 10, { min: 0, max: 100, decimals: 2, unit: PERCENT }),
  batalDpSetting('batal_titip', 'Uang Titipan Saat Batal Titip'),
  batalDpSetting('batal_pesanan', 'DP Saat Batal Pesanan'),
  // A money deposit falls due this many days after its business date: /lihat-titipan marks an open one past it.
  numberSetting('jatuh_tempo_titip', 'Jatuh Tempo Titip', 30, { min: 1, max: 3650, decimals: 0, unit: numberUnit(0) }),
  // Gold instalments (issue 22, server/documents/kinds/cicilan.ts): a cancelled contract's payments refunded or kept;
  // the late fee, a percent of the instalment per month or part of one late; the missed instalments after which
  // /lelang-cicilan takes the pieces back, and what the auction does with what was paid (refunded less its percent, or kept).
  batalDpSetting('batal_cicilan', 'Pembayaran Saat Batal Cicilan'),
  numberSetting('denda_cicilan', 'Denda Cicilan Per Bulan', 0, { min: 0, max: 100, decimals: 2, unit: PERCENT }),
  numberSetting('tunggakan_lelang_cicilan', 'Tunggakan Sebelum Lelang Cicilan', 3, { min: 1, max: 60, decimals: 0, unit: numberUnit(0) }),
  batalDpSetting('lelang_cicilan', 'Pembayaran Saat Lelang Cicilan'),
  numberSetting('biaya_lelang_cicilan', 'Biaya Lelang Cicilan', 10, { min: 0, max: 100, decimals: 2, unit: PERCENT }),
  // Pawn loans (issue 22, domain/hutang.ts): the monthly rate offered at intake when PARAMETER_BUNGA_HUTANG_MODULE is
  // off, the late fee (rupiah) per 15 days begun past the due date, the days past due before /lelang-hutang lists a
  // loan, and how many days before the due date WhatsApp reminds the customer (0: no reminder).
  numberSetting('bunga_hutang_default', 'Bunga Hutang Per Bulan (%)', 2, { min: 0, max: 100, decimals: 2, unit: PERCENT }),
  numberSetting('hutang_denda_per_15_hari', 'Denda Hutang Per 15 Hari', 0, { min: 0, max: MAX_MONEY, decimals: 0, unit: MONEY }),
  numberSetting('hutang_masa_tenggang', 'Masa Tenggang Lelang Hutang (Hari)', 7, { min: 0, max: 3650, decimals: 0, unit: numberUnit(0) }),
  numberSetting('hutang_pengingat_hari', 'Pengingat Jatuh Tempo Hutang (Hari)', 3, { min: 0, max: 365, decimals: 0, unit: numberUnit(0) }),
  // How long the head office waits for each branch of a report over several shops before that branch's row says
  // 'Data Gagal Dimuat' (server/federation/fan-out.ts): a dead branch costs at most this, the others still answer.
  numberSetting('cabang_timeout_detik', 'Batas Waktu Data Cabang (Detik)', 5, { min: 1, max: 60, decimals: 0, unit: numberUnit(0) }),
  languageSetting(),
  // Members (/setting-member, issue 23): what a new card costs (0: free; server/documents/kinds/kartu-member.ts), what
  // a point is worth when a sale is paid with points; months without any move of a member's points after which the
  // balance expires at the day's close (server/members/expiry.ts), 0 never.
  numberSetting('member_biaya_kartu', 'Biaya Kartu Member', 0, { min: 0, max: MAX_MONEY, decimals: 0, unit: MONEY }, '/setting-member'),
  numberSetting('poin_rupiah', 'Nilai Rupiah Per Poin', 1000, { min: 1, max: MAX_MONEY, decimals: 0, unit: MONEY }, '/setting-member'),
  numberSetting('poin_hangus_bulan', 'Poin Hangus Setelah (Bulan)', 0, { min: 0, max: 120, decimals: 0, unit: numberUnit(0) }, '/setting-member'),
  jsonSetting('setting_nota', 'Setting Nota', '/setting-nota', DEFAULT_RECEIPT, readReceipt('setting_nota')),
  jsonSetting('setting_nota_slip', 'Setting Nota Slip', '/setting-nota-slip', DEFAULT_RECEIPT, readReceipt('setting_nota_slip')),
  jsonSetting('whatsapp_setting', 'Setting WhatsApp', '/whatsapp-setting', DEFAULT_WHATSAPP, readWhatsapp),
  jsonSetting('marketplace_setting', 'Setting Marketplace', '/marketplace-setting', DEFAULT_MARKETPLACE, readMarketplaces),
  // What the shop's public page shows (domain/landing-page.ts), chosen by the owner beside the shop's record.
  jsonSetting(LANDING_PAGE_KEY, 'Halaman Publik', '/settingtoko', DEFAULT_LANDING_PAGE, (o, errors) => readLandingPage(o, errors)),
];

export function settingSpec(key: string): SettingSpec | undefined {
  return SETTINGS.find((s) => s.key === key);
}

/** A stored JSON setting read back, its default when absent or unreadable. */
export function parseJsonSetting<T>(key: string, stored: string | null | undefined): T {
  const spec = settingSpec(key);
  try {
    return JSON.parse(stored ?? spec?.default ?? 'null') as T;
  } catch {
    return JSON.parse(spec?.default ?? 'null') as T;
  }
}
