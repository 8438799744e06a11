// What the counter screens read before they can price a line (useSaleData.ts), by name: also sent early when the app
// opens on one of them (src/custom-screens/index.ts EARLY_READS).
export const SALE_DATA_READS = {
  groups: 'group/get/all',
  ongkos: 'parameter-ongkos',
  settings: 'para-system',
  sales: 'sales/get/all',
  rekening: 'rekenings',
} as const;
