// Every hand-written route module, registered from this one list (server/app.ts). Masters and reports are registered
// from their definitions. A module exports register(app, ctx) and declares its routes with server/http/route.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { KindApi } from '../documents/kind-api';
import { registerUserRoutes } from './users';
import { registerUserAdminRoutes } from './user-admin';
import { registerSystemRoutes } from './system';
import { registerSettingsRoutes } from './settings';
import { registerDataTransferRoutes } from './data-transfer';
import { registerAuthorizationRoutes } from './authorization';
import { registerFingerprintRoutes } from './fingerprints';
import { registerForceLogoutRoutes } from './force-logout';
import { registerParameterAkunRoutes } from './parameter-akun';
import { registerCekKupon } from './cek-kupon';
import { registerInventoryRoutes, registerItemPhotoRoutes } from '../inventory/routes';
import { registerPenerimaanRoutes } from '../inventory/penerimaan';
import { registerItemImportRoutes } from '../inventory/import';
import { registerTimbangBakiRoutes } from './timbang-baki';
import { registerStockOpnameRoutes } from './stock-opname';
import { registerKirimBarangRoutes } from './kirim-barang';
import { registerBarangManualRoutes } from './barang-manual';
import { registerPenjualanRoutes } from './penjualan';
import { registerPembelianRoutes } from './pembelian';
import { registerCashRoutes } from './kas';
import { registerGoldPriceRoutes } from '../harga-emas/routes';
import { registerDocumentRoutes } from './documents';
import { registerWhatsappRoutes } from './whatsapp';
import { registerDocumentChartRoutes } from './document-charts';
import { registerMemberRoutes } from './member';
import { registerMemberSearchRoutes } from './member-search';
import { registerMemberPointRoutes } from './member-points';
import { registerRefiningRoutes } from '../sepuhan/routes';
import { registerCashPusatRoutes } from './cash-pusat';
import { registerTutupTokoRoutes } from './tutup-toko';
import { registerNonCashRoutes } from './non-cash';
import { registerKirimUangRoutes } from './kirim-uang';
import { registerKeranjangTahanRoutes } from './keranjang-tahan';
import { registerPreOrderRoutes } from './pre-order';
import { registerHutangRoutes } from './hutang';
import { registerPublicPageRoutes } from './publik';
import { registerDashboardRoutes } from './dashboard';
import { registerBranchRoutes } from './cabang';

/** A module's routes; `kinds`, the document kinds (server/documents/registry.ts), for those made per kind. */
export const ROUTE_MODULES: readonly ((app: FastifyInstance, ctx: AppContext, kinds: readonly KindApi[]) => void)[] = [
  registerSystemRoutes,
  registerUserRoutes,
  registerSettingsRoutes,
  registerDataTransferRoutes,
  registerUserAdminRoutes,
  registerAuthorizationRoutes,
  registerFingerprintRoutes,
  registerForceLogoutRoutes,
  registerParameterAkunRoutes,
  registerCekKupon,
  registerInventoryRoutes,
  registerItemPhotoRoutes,
  registerPenerimaanRoutes,
  registerItemImportRoutes,
  registerTimbangBakiRoutes,
  registerStockOpnameRoutes,
  registerKirimBarangRoutes,
  registerBarangManualRoutes,
  registerPenjualanRoutes,
  registerKeranjangTahanRoutes,
  registerPembelianRoutes,
  registerCashRoutes,
  registerGoldPriceRoutes,
  registerDocumentRoutes,
  registerWhatsappRoutes,
  registerDocumentChartRoutes,
  registerMemberRoutes,
  registerMemberSearchRoutes,
  registerMemberPointRoutes,
  registerRefiningRoutes,
  registerCashPusatRoutes,
  registerTutupTokoRoutes,
  registerNonCashRoutes,
  registerKirimUangRoutes,
  registerBranchRoutes,
  registerPreOrderRoutes,
  registerHutangRoutes,
  registerPublicPageRoutes,
  registerDashboardRoutes,
];
