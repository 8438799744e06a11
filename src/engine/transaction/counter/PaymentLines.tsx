// The payment lines: several, the same kind more than once. Cash gives change; a transfer, card or QRIS goes to one
// of the shop's accounts (/master-rekening), a card with its fee percent; a coupon (KUPON_PENJUALAN_MODULE) is
// checked like /cek-kupon; member points (PENJUALAN_BAYAR_POIN_MODULE, the customer's phone a member's) in whole points,
// worth pointsToRupiah at the shop's rate. The summary (domain/payments.ts) is the server's: paid, change, what is due.
// A card line shows its fee and what the card machine is charged (amount + fee); a cash line offers quick cash (the
// exact amount and the next round notes).
// With `payout` the lines are money paid out to a customer (a buy-back): cash, or a transfer to the customer's own
// account (their bank from /master-bank, their account number typed).
import { useRef } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../data/index';
import { codeLabel } from '../../codes';
import { moduleOn, type ModuleMap } from '../../../../domain/gates';
import { isCardPayment, pointsToRupiah, quickCash, type PaymentKind, type PaymentLine, type PaymentSummary } from '../../../../domain/payments';
import { paymentLines, type EntryPayment } from '../../../../domain/sale-entry';
import { formatRupiah, MONEY, numberUnit, PERCENT } from '../../../../domain/units';
import { NumberField } from '../../widgets/NumberField';
import type { Rekening } from './useSaleData';
import type { MemberPoints } from './useMemberPoints';

/** The kinds this screen takes: points only for a member's sale, deposits only through their pay-off. */
export function paymentKinds(modules: ModuleMap, member?: MemberPoints): PaymentKind[] {
  return [
    'TUNAI',
    'TRANSFER',
    'DEBIT',
    'KREDIT',
    'QRIS',
    ...(moduleOn(modules, 'KUPON_PENJUALAN_MODULE') ? (['KUPON'] as const) : []),
    ...(member && moduleOn(modules, 'PENJUALAN_BAYAR_POIN_MODULE') ? (['POIN'] as const) : []),
  ];
}

/** A payment line being typed; a POIN line holds its whole points, its jumlah_rp is their rupiah. */
export type DraftPayment = Omit<EntryPayment, 'jumlah_rp'> & { jumlah_rp: number | null; poin?: number | null };

/** A new checkout's payments: one cash line, its amount still to be typed. */
export const FIRST_PAYMENT: DraftPayment[] = [{ jenis: 'TUNAI', jumlah_rp: null }];

export const toEntryPayments = (lines: DraftPayment[]): (EntryPayment & { poin?: number | null })[] => lines.map((p) => ({ ...p, jumlah_rp: p.jumlah_rp ?? 0 }));

/** The domain's lines of the drafts (for the summary): a POIN line counts by its points. */
export const draftPaymentLines = (lines: DraftPayment[]): PaymentLine[] =>
  paymentLines(toEntryPayments(lines)).map((l, i) => (lines[i].jenis === 'POIN' ? { ...l, poin: lines[i].poin ?? 0 } : l));

/** The request's payment lines with the points of each POIN line (`sent` built from `entry`, line for line). */
export const withPoints = <P extends object>(sent: P[], entry: { jenis: PaymentKind; poin?: number | null }[]): P[] =>
  sent.map((p, i) => (entry[i]?.jenis === 'POIN' ? { ...p, poin: entry[i].poin ?? 0 } : p));

const POINTS = numberUnit(0);

// Each line wraps its fields onto rows of the panel's width (at 1366 px the panel is about 440 px wide): the kind and
// amount first, then the account, the card's fee and what the machine charges, the quick cash buttons.
const FIELD = { flex: '1 1 140px', minWidth: 0 } as const;
const FULL_ROW = { flexBasis: '100%', minWidth: 0 } as const;

/** What a buy-back pays out with. */
const PAYOUT_KINDS: PaymentKind[] = ['TUNAI', 'TRANSFER'];

export interface PayoutOptions {
  /** The banks a customer's account may be at (/master-bank). */
  banks: { kode_bank: string; nama_bank: string }[];
}

interface Props {
  lines: DraftPayment[];
  onChange: (lines: DraftPayment[]) => void;
  rekening: Rekening[];
  modules: ModuleMap;
  summary: PaymentSummary;
  /** What is due (for a new line's default amount). */
  due: number;
  /** The sale's member and its balance: offers POIN (with its module). */
  member?: MemberPoints;
  /** The para_system poin_rupiah: rupiah a point is worth. */
  poinRupiah?: number;
  /** Payments out to the customer (a buy-back) instead of payments in. */
  payout?: PayoutOptions;
  /** The kinds offered, when not the sale's (an order's down payment: money only). */
  kinds?: readonly PaymentKind[];
}

function CouponCheck({ code, onChecked }: { code: string; onChecked: (ok: boolean) => void }) {
  const translate = useTranslate();
  const check = useSubmit({ failure: 'kilau.kupon.failed' });
  return (
    <Button
      size="small"
      disabled={!code.trim() || check.busy}
      onClick={async () => {
        const answer = await check.call<{ message: string; data: { status_kupon: string } }>(
          { path: `kupon/cek/${encodeURIComponent(code.trim().toUpperCase())}` },
          { success: (a) => a.message },
        );
        onChecked(answer?.data.status_kupon === 'BERLAKU');
      }}
    >
      {translate('kilau.kupon.check')}
    </Button>
  );
}

/** A transfer to the customer's account: their bank and their account number. */
function CustomerAccount({ line, onChange, banks }: { line: DraftPayment; onChange: (patch: Partial<DraftPayment>) => void; banks: PayoutOptions['banks'] }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kilau.pembelian.${k}`);
  return (
    <>
      <TextField select size="small" label={t('bank_customer')} value={line.kode_bank ?? ''} onChange={(e) => onChange({ kode_bank: e.target.value })} sx={FIELD}>
        {banks.map((b) => (
          <MenuItem key={b.kode_bank} value={b.kode_bank}>
            {b.kode_bank} - {b.nama_bank}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={t('rekening_customer')} value={line.no_rekening ?? ''} onChange={(e) => onChange({ no_rekening: e.target.value })} slotProps={{ htmlInput: { maxLength: 30 } }} sx={FIELD} />
    </>
  );
}

/** Quick cash for one cash line: what it still has to cover exactly (Uang Pas), then the next round notes above. */
function QuickCash({ amount, onPick, index }: { amount: number; onPick: (v: number) => void; index: number }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kilau.penjualan.${k}`);
  const amounts = quickCash(amount);
  if (!amounts.length) return null;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', flexBasis: '100%' }} role="group" aria-label={t('uang_cepat')} data-testid={`uang-cepat-${index}`}>
      {amounts.map((v, j) => (
        <Button key={v} size="small" variant="outlined" onClick={() => onPick(v)}>
          {j === 0 ? t('uang_pas') : formatRupiah(v)}
        </Button>
      ))}
    </Stack>
  );
}

/** A card line's fee in rupiah and what the card machine is charged for it (amount + fee). */
function CardCharge({ line, index }: { line: PaymentSummary['lines'][number] | undefined; index: number }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  return (
    <Typography variant="body2" sx={{ alignSelf: 'center' }} data-testid={`gesek-${index}`}>
      {t('fee_rp', { fee: formatRupiah(line?.fee_rp ?? 0) })} · {t('gesek_edc', { total: formatRupiah(line?.total ?? 0) })}
    </Typography>
  );
}

export function PaymentLines({ lines, onChange, rekening, modules, summary, due, member, poinRupiah = 0, payout, kinds: offered }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const set = (i: number, patch: Partial<DraftPayment>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const kinds = payout ? PAYOUT_KINDS : (offered ?? paymentKinds(modules, member));
  const rest = Math.max(0, due - summary.dibayar);
  /** What line i has to cover once the other lines are counted. */
  const leftFor = (i: number) => due - (summary.dibayar - (summary.lines[i]?.jumlah ?? 0));
  const box = useRef<HTMLDivElement>(null);
  /** A line added: the cashier picks its kind next, so the focus goes there (the button would add another on Enter). */
  const add = () => {
    onChange([...lines, { jenis: 'TUNAI', jumlah_rp: rest || null }]);
    const added = lines.length;
    setTimeout(() => box.current?.querySelector<HTMLElement>(`[data-testid="bayar-${added}"] [role="combobox"]`)?.focus(), 0);
  };
  return (
    <Stack spacing={1.5} ref={box}>
      {lines.map((p, i) => (
        <Stack key={i} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid={`bayar-${i}`}>
          <TextField
            select
            size="small"
            label={t('jenis_bayar')}
            value={p.jenis}
            onChange={(e) =>
              set(i, { jenis: e.target.value as PaymentKind, no_rekening: undefined, kode_bank: undefined, fee_hundredths: undefined, no_reff: undefined, poin: undefined, ...(e.target.value === 'POIN' ? { jumlah_rp: null } : {}) })
            }
            sx={FIELD}
            slotProps={{ htmlInput: { 'data-testid': `jenis-bayar-${i}` } }}
          >
            {kinds.map((k) => (
              <MenuItem key={k} value={k}>
                {codeLabel(translate, 'bayar', k)}
              </MenuItem>
            ))}
          </TextField>
          {p.jenis === 'POIN' ? (
            <NumberField
              unit={POINTS}
              label={t('poin')}
              value={p.poin ?? null}
              onValue={(v) => set(i, { poin: v, jumlah_rp: v === null ? null : pointsToRupiah(v, poinRupiah) })}
              testId={`poin-bayar-${i}`}
              sx={FIELD}
            />
          ) : (
            <NumberField unit={MONEY} label={t('jumlah_bayar')} value={p.jumlah_rp} onValue={(v) => set(i, { jumlah_rp: v })} testId={`jumlah-bayar-${i}`} sx={FIELD} />
          )}
          <IconButton aria-label={t('hapus_bayar', { n: i + 1 })} onClick={() => onChange(lines.filter((_, j) => j !== i))} disabled={lines.length === 1}>
            <DeleteIcon fontSize="small" />
          </IconButton>
          {p.jenis === 'POIN' && (
            <Typography variant="body2" sx={FULL_ROW} data-testid={`poin-rupiah-${i}`}>
              {t('poin_rupiah', { rupiah: formatRupiah(p.jumlah_rp ?? 0), saldo: member?.poin ?? 0 })}
            </Typography>
          )}
          {!payout && p.jenis !== 'TUNAI' && p.jenis !== 'KUPON' && p.jenis !== 'POIN' && (
            <TextField
              select
              size="small"
              label={t('rekening')}
              value={p.no_rekening ?? ''}
              onChange={(e) => {
                const r = rekening.find((x) => x.no_rekening === e.target.value);
                set(i, { no_rekening: r?.no_rekening, kode_bank: r?.kode_bank });
              }}
              sx={FULL_ROW}
              slotProps={{ htmlInput: { 'data-testid': `rekening-${i}` } }}
            >
              {rekening.map((r) => (
                <MenuItem key={r.no_rekening} value={r.no_rekening}>
                  {r.nama_bank || r.kode_bank} - {r.no_rekening} ({r.nama_rekening})
                </MenuItem>
              ))}
            </TextField>
          )}
          {isCardPayment(p.jenis) && (
            <Stack direction="row" useFlexGap spacing={1} sx={{ ...FULL_ROW, flexWrap: 'wrap' }}>
              <NumberField unit={PERCENT} label={t('fee_persen')} value={p.fee_hundredths ?? null} onValue={(v) => set(i, { fee_hundredths: v ?? undefined })} testId={`fee-persen-${i}`} sx={{ width: 130 }} />
              <CardCharge line={summary.lines[i]} index={i} />
            </Stack>
          )}
          {p.jenis === 'KUPON' && (
            <Stack direction="row" useFlexGap spacing={0.5} sx={FULL_ROW}>
              <TextField size="small" label={t('kode_kupon')} value={p.no_reff ?? ''} onChange={(e) => set(i, { no_reff: e.target.value.toUpperCase() })} sx={{ flex: 1, minWidth: 0 }} />
              <CouponCheck code={p.no_reff ?? ''} onChecked={() => undefined} />
            </Stack>
          )}
          {!payout && p.jenis === 'TUNAI' && <QuickCash amount={leftFor(i)} index={i} onPick={(v) => set(i, { jumlah_rp: v })} />}
          {payout && p.jenis === 'TRANSFER' && <CustomerAccount line={p} onChange={(patch) => set(i, patch)} banks={payout.banks} />}
        </Stack>
      ))}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={add}>
          {t('tambah_bayar')}
        </Button>
      </Box>
      {summary.problems[0] && <Alert severity="warning">{summary.problems[0].message}</Alert>}
    </Stack>
  );
}
