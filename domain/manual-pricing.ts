// The price of a manual sale's line (issue 11: /transaksi-jual-beli-manual): grams of a manual stock line (no tag, no
// recorded weight of a piece) priced as a sale prices gold (domain/sale-pricing.ts: weight x the group's price,
// rounded up to 500, plus the group's ongkos), its cost the group's harga_modal per gram x the weight. The entry screen
// previews with it, the server posts with it (server/documents/kinds/penjualan-manual.ts).
import { pieceCost, type LabourCharge, type SaleLineInput } from './sale-pricing';

export interface ManualSaleLine {
  berat_mg: number;
  qty: number;
  /** The group's selling price per gram. */
  harga_per_gram: number;
  /** The group's cost per gram (master group harga_modal); 0 when unknown. */
  harga_modal_per_gram: number;
  ongkos: LabourCharge | null;
  diskon_rp?: number;
}

/** The sale pricing's line of a manual line: by weight, never by a tag price, no weight tolerance to check. */
export function manualSaleLineInput(l: ManualSaleLine): SaleLineInput {
  return {
    berat_jual_mg: l.berat_mg,
    harga_per_gram: l.harga_per_gram,
    ongkos: l.ongkos,
    qty: l.qty,
    diskon: l.diskon_rp ? { jenis: 'NOMINAL', rupiah: l.diskon_rp } : null,
    harga_modal: pieceCost({ hpp: l.harga_modal_per_gram }, l.berat_mg),
  };
}
