// The 'Kelompok Harga' of spec section 9: the first and last character of a kode_dept (CINCIN KUNING, kode CK ... K:
// 'CK'). The purchase report filters its lines by it (server/reports/pembelian-per-faktur.sql computes the same in
// SQL: upper(left(kode_dept, 1) || right(kode_dept, 1))), and its filter offers the values of the shop's jenis.

/** The price group of one kode_dept; '' for an empty code. A one-character code is its own first and last. */
export function kelompokHargaOf(kodeDept: string): string {
  const code = kodeDept.trim().toUpperCase();
  return code ? `${code[0]}${code[code.length - 1]}` : '';
}

/** The filter's values: one per kode_dept, duplicates removed, sorted. */
export function kelompokHargaValues(kodeDepts: readonly string[]): string[] {
  return [...new Set(kodeDepts.map(kelompokHargaOf).filter(Boolean))].sort();
}
