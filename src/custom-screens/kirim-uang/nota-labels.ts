// The texts of a send's receipt, by locale key under kilau.kirim_uang.nota: taken from the screen's translate, so the
// receipt follows the chosen language.
export const NOTA_LABELS = ['title', 'no_reff', 'tanggal', 'pengirim', 'input_by', 'dari', 'jumlah', 'tujuan', 'keterangan', 'penyetor', 'penerima'] as const;
export type NotaLabels = Record<(typeof NOTA_LABELS)[number], string>;
