// The shop's public page as HTML rendered on the server: everything is in the first answer, so a phone on a slow
// line shows it at once, and the page carries no script at all (0 KB of JavaScript). Its Content-Security-Policy
// is stricter than the app's: nothing may load or run but this page's own style, named by its hash.
import { createHash } from 'node:crypto';
import { formatRupiah, INDONESIAN_NUMBERS } from '../../domain/units';
import type { PublicPage } from './publik-data';

export const PUBLIC_PAGE_TEXT = {
  prices: 'Harga Emas Hari Ini',
  perGram: '/gram',
  updated: 'Diperbarui',
  noPrices: 'Harga emas hari ini belum tersedia.',
  hours: 'Jam Buka',
  whatsapp: 'Chat WhatsApp',
  login: 'Masuk',
  unavailableTitle: 'Halaman Tidak Tersedia',
  unavailable: 'Halaman toko ini belum dibuka untuk umum.',
  description: (shop: string) => `Harga emas hari ini, alamat dan jam buka ${shop}.`,
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Phone first: one column, large type, tap targets of 48 px; the colours pass WCAG AA contrast.
const STYLE = `*{box-sizing:border-box}
body{margin:0;background:#faf7f0;color:#1f1a12;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:#5c4410;color:#fff;padding:24px 0}
header div,main{max-width:640px;margin:0 auto;padding:0 16px}
h1{margin:0;font-size:1.6rem;line-height:1.25}
header p{margin:8px 0 0;white-space:pre-line}
main{padding-top:16px}
section{background:#fff;border-radius:12px;padding:16px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h2{margin:0 0 4px;font-size:1.25rem}
.sub{margin:0 0 12px;color:#5a5247;font-size:.95rem}
ul{list-style:none;margin:0;padding:0}
.price li{display:flex;justify-content:space-between;gap:12px;padding:12px 0;border-top:1px solid #ece6d8}
.price li:first-child{border-top:0}
.price b{font-size:1.15rem;white-space:nowrap}
.price small{font-weight:normal;color:#5a5247}
.hours li{white-space:pre-wrap}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 16px}
a{color:#5c4410}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:0 20px;border-radius:24px;font-weight:600;text-decoration:none}
.wa{background:#0b7a3e;color:#fff}
.login{border:2px solid #5c4410;background:#fff}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's own policy: no script, no frame, no form; only its inline style (by hash) and no outside request. */
export const PUBLIC_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, description: string, body: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">
<link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

/** '2026-11-29' as 'Minggu, 29 November 2026'. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** An instant as the shop's clock showed it: '29 November 2026 09.30'. */
const shopTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));

function pricesSection(prices: NonNullable<PublicPage['harga_emas']>): string {
  const T = PUBLIC_PAGE_TEXT;
  const updated = prices.diperbarui ? ` · ${T.updated} ${escapeHtml(shopTime(prices.diperbarui, prices.zona_waktu))}` : '';
  const rows = prices.grup
    .map(
      (g) =>
        `<li><span>${escapeHtml(g.nama_group)}</span><b>Rp ${formatRupiah(g.harga_per_gram, INDONESIAN_NUMBERS)} <small>${T.perGram}</small></b></li>`,
    )
    .join('');
  return `<section aria-labelledby="harga"><h2 id="harga">${T.prices}</h2><p class="sub">${escapeHtml(longDate(prices.tanggal))}${updated}</p>${
    rows ? `<ul class="price" data-testid="harga-emas">${rows}</ul>` : `<p>${T.noPrices}</p>`
  }</section>`;
}

export function publicPageHtml(data: PublicPage): string {
  const T = PUBLIC_PAGE_TEXT;
  const address = data.alamat_toko ? `<p data-testid="alamat">${escapeHtml(data.alamat_toko)}</p>` : '';
  const hours = data.jam_buka
    ? `<section aria-labelledby="jam"><h2 id="jam">${T.hours}</h2><ul class="hours" data-testid="jam-buka">${data.jam_buka.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul></section>`
    : '';
  const whatsapp = data.whatsapp
    ? `<a class="btn wa" href="${escapeHtml(data.whatsapp.link)}" rel="noopener noreferrer" target="_blank">${T.whatsapp}</a>`
    : '';
  return page(
    data.nama_toko,
    T.description(data.nama_toko),
    `<header><div><h1>${escapeHtml(data.nama_toko)}</h1>${address}</div></header>
<main>${data.harga_emas ? pricesSection(data.harga_emas) : ''}${hours}<div class="actions">${whatsapp}<a class="btn login" href="/">${T.login}</a></div></main>`,
  );
}

export function unavailablePageHtml(): string {
  const T = PUBLIC_PAGE_TEXT;
  return page(T.unavailableTitle, T.unavailable, `<main><section><h1>${T.unavailableTitle}</h1><p>${T.unavailable}</p></section></main>`);
}
