// After a sale, a deposit, a pay-off or a buy-back is posted: the number, what was paid and the change (a trade-in: the
// buy-back's number, what the old gold paid and what went back to the customer), then Cetak (the paper of Setting
// Nota), WhatsApp (WHATSAPP_MODULE, for a sale or a deposit: the shop's invoice text through chat/send, or the wa.me
// link it answers) and a fresh one. "Transaksi Baru" has the focus, so Enter starts the next customer (issue 19 item
// 8), also after a print. A document the screen prints at once (a buy-back) prints from here on opening; once a print
// is recorded the dialog says so and offers Cetak Ulang (item 10), as the receipt itself will say.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../data/index';
import { getSession } from '../../session';
import { moduleOn } from '../../../../domain/gates';
import { formatRupiah } from '../../../../domain/units';
import { printReceipt, PRINT_NOT_AUTHORIZED, type PrintingKind } from '../receipt/index';
import { useAuthorizationAsk } from '../../authorization/useAuthorizationAsk';

export interface Posted {
  /** The kind posted, as its definition names it (its API base, number and receipt layout). */
  kind: PrintingKind;
  no: string;
  grand_total: number;
  kembalian?: number;
  dp_rp?: number;
  sisa_bayar?: number;
  no_hp?: string;
  /** Printed as soon as it is shown (a buy-back: the customer signs the receipt before the money is handed over). */
  autoPrint?: boolean;
  /** A trade-in: the buy-back written with the sale, the value it paid of the sale, and what went back in cash. */
  tukar?: { no: string; tukar: number; kembali: number };
  /** The title when not the kind's "saved" text (a service collected: its collection printed as the service's receipt). */
  title?: string;
}

export function ResultDialog({ posted, onClose }: { posted: Posted | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const print = useSubmit({ failure: 'kilau.penjualan.print_failed' });
  const send = useSubmit({ failure: 'kilau.penjualan.wa_failed' });
  const call = useApiCall();
  const whatsapp = moduleOn(getSession()?.modules ?? {}, 'WHATSAPP_MODULE');
  const next = useRef<HTMLButtonElement>(null);
  /** The document whose print was recorded: from then on its button reprints. */
  const [printedNo, setPrintedNo] = useState<string>();
  const printed = !!posted && printedNo === posted.no;
  const autoPrinted = useRef<string>(undefined);
  // An order's reprint needs a supervisor (its layout's reprintAuthorization): asked here, over this dialog.
  const authorization = useAuthorizationAsk();

  const printNow = async (p: Posted) => {
    const cetakKe = await print.run(() => printReceipt(p.kind, p.no, authorization.ask), { success: false, failed: (e) => e === PRINT_NOT_AUTHORIZED });
    if (cetakKe) setPrintedNo(p.no);
    // The print frame took the focus: Enter starts the next customer again.
    next.current?.focus();
  };

  useEffect(() => {
    // Once per document (a development render runs effects twice).
    if (!posted?.autoPrint || autoPrinted.current === posted.no) return;
    autoPrinted.current = posted.no;
    void printNow(posted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- printNow is only called, not watched
  }, [posted]);

  const sendWhatsapp = (p: Posted) =>
    send.run(async () => {
      const nota = await call<{ template_wa: string }>({ method: 'POST', path: `${p.kind.api}/get/bynota`, body: { [p.kind.number]: p.no } });
      const sent = await call<{ message: string; data?: { link?: string } }>({
        method: 'POST',
        path: 'chat/send',
        body: { receiver: p.no_hp, message: nota.template_wa, kind: p.kind.name, no_nota: p.no },
      });
      if (sent.data?.link) window.open(sent.data.link, '_blank', 'noopener');
      return sent;
    });

  return (
    <Dialog open={!!posted} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="sale-result-title">
      {posted && (
        <>
          <DialogTitle id="sale-result-title">{posted.title ?? translate(`kilau.counter.saved.${posted.kind.name}`)}</DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              <Typography variant="h6" data-testid="nota-number">
                {posted.no}
              </Typography>
              <Typography>{posted.kind.receipt.payee === 'customer' ? translate('kilau.pembelian.total_is', { total: formatRupiah(posted.grand_total) }) : t('grand_total_is', { total: formatRupiah(posted.grand_total) })}</Typography>
              {posted.tukar && (
                <Typography data-testid="tukar-result">{translate('kilau.pembelian.tukar_is', { no: posted.tukar.no, tukar: formatRupiah(posted.tukar.tukar) })}</Typography>
              )}
              {posted.dp_rp !== undefined && <Typography>{t('dp_is', { dp: formatRupiah(posted.dp_rp) })}</Typography>}
              {posted.sisa_bayar !== undefined && <Typography>{t('sisa_is', { sisa: formatRupiah(posted.sisa_bayar) })}</Typography>}
              {!!posted.tukar?.kembali && (
                <Typography variant="h5" data-testid="kembali-tukar">
                  {translate('kilau.pembelian.kembali_tukar_is', { kembali: formatRupiah(posted.tukar.kembali) })}
                </Typography>
              )}
              {posted.kembalian !== undefined && (
                <Typography variant="h5" data-testid="kembalian">
                  {t('kembalian_is', { kembalian: formatRupiah(posted.kembalian) })}
                </Typography>
              )}
              {printed && (
                <Alert severity="success" data-testid="printed">
                  {t('tercetak')}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            {whatsapp && posted.no_hp && posted.kind.receipt.whatsapp && (
              <Button startIcon={<WhatsAppIcon />} disabled={send.busy} onClick={() => void sendWhatsapp(posted)}>
                {t('whatsapp')}
              </Button>
            )}
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={print.busy} onClick={() => void printNow(posted)}>
              {t(printed ? 'cetak_ulang' : 'cetak')}
            </Button>
            <Button ref={next} onClick={onClose} autoFocus variant="contained">
              {t('transaksi_baru')}
            </Button>
          </DialogActions>
        </>
      )}
      {authorization.dialog}
    </Dialog>
  );
}

