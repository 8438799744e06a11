// The document kinds: each kind file's kernel kind and API (./kinds/<kind>.ts) joined with its definition
// (definitions/transactions, or definitions/books for the books' money documents), once, here. Every route of a kind (server/routes/documents.ts), its gates, its
// WhatsApp nota and the sweep of tests/api/document-kinds.test.ts come from this list; a new kind is one line here.
import validasiJualBeli from '../../definitions/transactions/validasi-jual-beli';
import validasiJualBeliManual from '../../definitions/transactions/validasi-jual-beli-manual';
import { kindApi, type KindApi, type KindApiInput } from './kind-api';
import type { DocumentKind } from './plan';
import { penjualanApi } from './kinds/penjualan';
import { titipApi } from './kinds/titip';
import { pembelianApi } from './kinds/pembelian';
import { penjualanManualApi } from './kinds/penjualan-manual';
import { pembelianManualApi } from './kinds/pembelian-manual';
import { mutasiUangApi } from './kinds/mutasi-uang';
import { kasManualApi } from './kinds/kas-manual';
import { gesekTunaiApi } from './kinds/gesek-tunai';
import { pengalihanSaldoApi } from './kinds/pengalihan-saldo';
import { kirimUangApi } from './kinds/kirim-uang';
import { terimaUangApi } from './kinds/terima-uang';
import { pesananApi } from './kinds/pesanan';
import { serviceApi } from './kinds/service';
import { cicilanApi } from './kinds/cicilan';
import { hutangApi } from './kinds/hutang';
import { kartuMemberApi } from './kinds/kartu-member';

/** The validation screens over several kinds: each opens the documents of the kinds it shows. */
const MIXED_VALIDATIONS = [...validasiJualBeli, ...validasiJualBeliManual];

/** Joins kind files with their definitions, each name, API base and number prefix once (buildApp adds a test's fixture kind here). */
export function registerKinds(inputs: readonly KindApiInput<never>[]): KindApi[] {
  const kinds = inputs.map((k) => kindApi(k, MIXED_VALIDATIONS));
  for (const [i, k] of kinds.entries()) {
    const twin = kinds.findIndex((o) => o.name === k.name || o.api === k.api || o.kind.prefix === k.kind.prefix);
    if (twin !== i) throw new Error(`kind ${k.name}: its name, API base or number prefix is ${kinds[twin].name}'s too`);
  }
  return kinds;
}

/** The product's kinds, in the order the API reference lists them. */
export const PRODUCT_KINDS = [
  penjualanApi,
  titipApi,
  pembelianApi,
  penjualanManualApi,
  pembelianManualApi,
  mutasiUangApi,
  kasManualApi,
  gesekTunaiApi,
  pengalihanSaldoApi,
  kirimUangApi,
  terimaUangApi,
  pesananApi,
  serviceApi,
  cicilanApi,
  hutangApi,
  kartuMemberApi,
] as unknown as readonly KindApiInput<never>[];

export const KINDS: readonly KindApi[] = registerKinds(PRODUCT_KINDS);

/** The product's kinds by name (penjualan, titip ...): the gates other routes share with a kind's screens. */
export const DOCUMENT_KINDS: Readonly<Record<string, KindApi>> = Object.fromEntries(KINDS.map((k) => [k.name, k]));

/** The kernel kinds by jenis: a document grouped with others (a trade-in) is cancelled with them, each by its kind. */
export function kernelKinds(kinds: readonly KindApi[]): Record<string, DocumentKind<never>> {
  return Object.fromEntries(kinds.map((k) => [k.jenis, k.kind as DocumentKind<never>]));
}
