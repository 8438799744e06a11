// What a supervisor is asked to approve, as one line of text per fact (domain/authorization.ts AuthorizationFact):
// the line, the value and the limit it passes, numbers through the shared formatters. The authorization dialog shows
// them and stores them as the authorization's description; the entry screens show them before SIMPAN.
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { AUTHORIZATION_KINDS, type AuthorizationFact, type AuthorizationKind } from '../../../domain/authorization';
import { formatHundredths, formatRupiah, formatWeightMg } from '../../../domain/units';
import { codeLabel } from '../codes';

/** The locale key of a fact: its kind, the reference it is compared with, and whether it is about a line or the whole document. */
function factKey(f: AuthorizationFact): string {
  const suffix = (f.acuan ? `_${f.acuan.toLowerCase()}` : '') + (f.kode_barcode || f.nama_barang ? '' : '_total');
  return `kilau.auth.facts.${f.kategori}${suffix}`;
}

/** The fact's numbers as its text shows them: weights in grams, money in rupiah, the percent. */
function factArgs(f: AuthorizationFact): Record<string, string> {
  const inUnit = (n: number | undefined) => (n === undefined ? '' : f.satuan === 'MG' ? formatWeightMg(n) : formatRupiah(n));
  return {
    barang: [f.kode_barcode, f.nama_barang].filter(Boolean).join(' '),
    nilai: inUnit(f.nilai),
    batas: inUnit(f.batas),
    toleransi: inUnit(f.toleransi),
    modal: f.modal === undefined ? '' : formatRupiah(f.modal),
    harga: f.harga === undefined ? '' : formatRupiah(f.harga),
    persen: f.persen === undefined ? '' : formatHundredths(f.persen),
    kode_harga: f.kode_harga ?? '',
    kode_harga_default: f.kode_harga_default ?? '',
  };
}

/** Texts of facts and kinds in the user's language. */
export function useAuthorizationTexts() {
  const translate = useTranslate();
  const kind = useCallback((k: AuthorizationKind) => codeLabel(translate, 'otorisasi', k), [translate]);
  const fact = useCallback((f: AuthorizationFact) => translate(factKey(f), { ...factArgs(f), _: AUTHORIZATION_KINDS[f.kategori] }), [translate]);
  return { kind, fact };
}
