// Held carts of the sale screen (Tahan): the sale being entered parked on the server (POST keranjang-tahan) so the
// cashier can serve another customer, and the list of the cashier's held carts to take one back (its row deleted)
// or discard it. A hold reserves nothing: on the way back every piece is looked up again, and one sold meanwhile (or
// gone) comes back marked with the reason on its line, to be removed before the sale saves.
import { useState } from 'react';
import { Badge, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartCheckout';
import { useTranslate } from 'react-admin';
import { useApiCall, useApiQuery, useSubmit } from '../../engine/data';
import { formatDateTime } from '../../../domain/format';
import type { ModuleMap } from '../../../domain/gates';
import type { HeldCart } from '../../../domain/held-cart';
import { scanRefusal, SALE_ITEM_MESSAGES, type EntryLine, type SaleItem } from '../../../domain/sale-entry';
import type { BuybackDraft } from '../../engine/transaction/counter/buyback/buyback-entry';

export type SaleCart = HeldCart<BuybackDraft>;
export interface HeldCartRow {
  id: number;
  created_at: string;
  isi: SaleCart;
}
/** A cart taken back: its lines with the pieces as they are now (marked when they cannot be sold any more). */
export type TakenCart = Omit<SaleCart, 'lines'> & { lines: EntryLine[] };

const PATH = 'keranjang-tahan';

export function useHeldCarts(modules: ModuleMap) {
  const carts = useApiQuery<{ data: HeldCartRow[] }>(PATH);
  const submit = useSubmit({ invalidate: [PATH] });
  const call = useApiCall();

  /** The piece as it is now, or a stand-in marked 'not found' when it is gone. */
  const pieceNow = (line: SaleCart['lines'][number]): Promise<EntryLine> =>
    call<{ data: SaleItem }>({ path: `barang/get/${encodeURIComponent(line.kode_barcode)}` }).then(
      ({ data }) => ({ item: data, berat_jual_mg: line.berat_jual_mg, diskon: line.diskon, refused: scanRefusal(data, [], modules) }),
      (error: unknown) => {
        if ((error as { status?: number }).status !== 404) throw error;
        const gone: SaleItem = { kode_barcode: line.kode_barcode, nama_barang: '', kode_group: '', kadar: 0, qty: 1, berat: 0, status: '' };
        return { item: gone, berat_jual_mg: line.berat_jual_mg, diskon: line.diskon, refused: SALE_ITEM_MESSAGES.notFound };
      },
    );

  return {
    rows: carts.data?.data ?? [],
    busy: submit.busy,
    /** Parks the cart; resolves true once the server keeps it. */
    hold: async (cart: SaleCart) => !!(await submit.call({ method: 'POST', path: PATH, body: cart })),
    /** The cart with its pieces checked again, its row taken off the list; undefined when that failed (toast shown). */
    take: (row: HeldCartRow): Promise<TakenCart | undefined> =>
      submit.run(
        async () => {
          const lines = await Promise.all(row.isi.lines.map(pieceNow));
          await call({ method: 'DELETE', path: `${PATH}/${row.id}` });
          return { ...row.isi, lines };
        },
        { success: false },
      ),
    discard: (row: HeldCartRow) => submit.call({ method: 'DELETE', path: `${PATH}/${row.id}` }),
  };
}

export type HeldCarts = ReturnType<typeof useHeldCarts>;

/** The Tahan button and the list of held carts beside it. */
export function HeldCartButtons({ held, canHold, onHold, onTake }: { held: HeldCarts; canHold: boolean; onHold: () => void; onTake: (row: HeldCartRow) => void }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<PauseIcon />} onClick={onHold} disabled={!canHold || held.busy}>
        {t('tahan')}
      </Button>
      <Badge badgeContent={held.rows.length} color="primary">
        <Button startIcon={<ShoppingCartIcon />} onClick={() => setOpen(true)}>
          {t('ditahan')}
        </Button>
      </Badge>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="held-carts-title">
        <DialogTitle id="held-carts-title">{t('ditahan_title')}</DialogTitle>
        <DialogContent>
          {held.rows.length ? (
            <List dense aria-label={t('ditahan_title')}>
              {held.rows.map((row) => (
                <ListItem
                  key={row.id}
                  divider
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button
                        variant="contained"
                        size="small"
                        disabled={held.busy}
                        onClick={() => {
                          setOpen(false);
                          onTake(row);
                        }}
                      >
                        {t('ambil')}
                      </Button>
                      <Button size="small" disabled={held.busy} onClick={() => void held.discard(row)}>
                        {t('hapus_tahan')}
                      </Button>
                    </Stack>
                  }
                >
                  <ListItemText
                    primary={row.isi.header.nama_customer.trim() || t('tanpa_nama')}
                    secondary={t('ditahan_info', { waktu: formatDateTime(row.created_at), n: row.isi.lines.length, tukar: row.isi.tukar_items.length })}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t('ditahan_kosong')}</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('tutup')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
