// The WhatsApp operations behind server/routes/whatsapp.ts: send a message (chat/send: written to the outbox, tried at
// once), and read and save the sender's setting with its secret tokens (shown masked, kept when left blank).
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { isWhatsappNumber, whatsappNumber } from '../../domain/phone';
import { settingSpec, type WhatsappSetting } from '../../domain/settings';
import type { FieldError } from '../../domain/validation';
import { attempt, enqueue, whatsappRuntime, type OutboxRow } from './outbox';
import { maskSecret, readSecret, SECRET, writeSecret } from './secrets';
import { whatsappSetting, type NotaKind } from './nota';
import { notaLinkToken } from './nota-link';
import { checkSetting } from '../settings/service';
import { DOCUMENT_MESSAGES } from '../documents/messages';

/** The spec's WhatsApp texts (section 8: 'number not registered', 'invoice sent'). */
export const WHATSAPP_MESSAGES = {
  notRegistered: 'Nomor Tidak Terdaftar',
  sent: 'Invoice Terkirim',
  /** wa.me: the server sent nothing; the cashier's browser opens WhatsApp with the text. */
  openLink: 'Silahkan Kirim Invoice Melalui WhatsApp',
  queued: 'Invoice Gagal Dikirim, Akan Dicoba Lagi',
  tokenRequired: (label: string) => `${label} Tidak Boleh Kosong`,
} as const;

export interface ChatInput {
  receiver: string;
  message: string;
  type?: string;
  /** The nota's kind by name (penjualan, titip ...): one of `kinds` sendChat is given. */
  kind?: string;
  no_nota?: string;
}

export interface ChatAnswer {
  success: boolean;
  message: string;
  data: Pick<OutboxRow, 'id' | 'status' | 'adapter' | 'attempts' | 'next_attempt_at' | 'provider_id' | 'last_error'> & { link?: string };
}

/** The public address of a receipt page, for the message's text. */
export const notaUrl = (origin: string, token: string) => `${origin}/api/v1/nota/${token}`;

/**
 * chat/send: a number WhatsApp cannot address is refused (400 'number not registered') and nothing is written;
 * otherwise the message is written to the outbox and tried at once. A message about a nota carries the link to its
 * signed receipt page. The answer says whether it went (success), and why not in the provider's words.
 */
export async function sendChat(ctx: AppContext, actor: Actor, input: ChatInput, origin: string, kinds: readonly NotaKind[]): Promise<ChatAnswer> {
  const to = whatsappNumber(input.receiver);
  if (!isWhatsappNumber(to)) {
    throw new HttpError(400, WHATSAPP_MESSAGES.notRegistered, [{ field: 'receiver', message: WHATSAPP_MESSAGES.notRegistered }], { success: false });
  }
  const { now } = whatsappRuntime(ctx);
  const setting = await whatsappSetting(ctx.db);
  let text = input.message.trim();
  let noDokumen: string | undefined;
  if (input.no_nota) {
    const kind = input.kind ?? 'penjualan';
    const jenis = kinds.find((k) => k.name === kind)?.jenis;
    const [doc] = await ctx.db.query<{ no_dokumen: string }>('SELECT no_dokumen FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3', [
      input.no_nota,
      jenis,
      actor.kode_toko,
    ]);
    if (!doc) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
    noDokumen = doc.no_dokumen;
    text = `${text}\n\n${notaUrl(origin, await notaLinkToken(ctx.db, kind, noDokumen, now()))}`;
  }
  const id = await enqueue(
    ctx.db,
    { kode_toko: actor.kode_toko, tujuan: to, pesan: text, adapter: setting.adapter, no_dokumen: noDokumen, input_by: actor.user_id },
    now(),
  );
  const tried = await attempt(ctx, id, now());
  // Not tried only when something else claimed it in between (the worker): it answers as queued.
  const row = tried?.row ?? (await ctx.db.query<OutboxRow>('SELECT * FROM whatsapp_outbox WHERE id = $1', [id]))[0];
  const result = tried?.result;
  const data = {
    id: Number(row.id),
    status: row.status,
    adapter: row.adapter,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at,
    provider_id: row.provider_id,
    last_error: row.last_error,
    ...(result?.link ? { link: result.link } : {}),
  };
  if (result?.ok) return { success: true, message: result.link ? WHATSAPP_MESSAGES.openLink : WHATSAPP_MESSAGES.sent, data };
  if (result?.notRegistered) return { success: false, message: WHATSAPP_MESSAGES.notRegistered, data };
  return { success: false, message: result?.error || WHATSAPP_MESSAGES.queued, data };
}

/** The setting as the screen edits it, the tokens masked. */
export async function readSenderSetting(ctx: AppContext) {
  const [setting, cloud, gateway] = await Promise.all([whatsappSetting(ctx.db), readSecret(ctx.db, SECRET.cloudToken), readSecret(ctx.db, SECRET.gatewayToken)]);
  return { setting, cloud_token: maskSecret(cloud), gateway_token: maskSecret(gateway) };
}

export interface SenderSettingInput {
  setting: unknown;
  /** Blank or absent: the stored token stays. */
  cloud_token?: string;
  gateway_token?: string;
}

const TOKEN_LABELS = { cloud_token: 'Token Cloud API', gateway_token: 'Token Gateway' } as const;

/** Checks and saves the setting and any new token together, in one transaction; 400 with every field error. */
export async function saveSenderSetting(ctx: AppContext, input: SenderSettingInput) {
  const checked = checkSetting(ctx, settingSpec('whatsapp_setting')!, input.setting);
  const errors: FieldError[] = [...(checked.errors ?? [])];
  const cloudToken = input.cloud_token?.trim() || undefined;
  const gatewayToken = input.gateway_token?.trim() || undefined;
  await ctx.db.transaction(async (tx) => {
    if (checked.value !== undefined) {
      // The chosen adapter needs its token: sent now, or stored before.
      const setting = JSON.parse(checked.value) as WhatsappSetting;
      const need =
        setting.adapter === 'CLOUD_API' ? (['cloud_token', cloudToken, SECRET.cloudToken] as const) : setting.adapter === 'GATEWAY' ? (['gateway_token', gatewayToken, SECRET.gatewayToken] as const) : undefined;
      if (need && !need[1] && !(await readSecret(tx, need[2]))) errors.push({ field: need[0], message: WHATSAPP_MESSAGES.tokenRequired(TOKEN_LABELS[need[0]]) });
    }
    if (errors.length) throw new HttpError(400, errors[0].message, errors);
    await tx.query(
      `INSERT INTO para_system (key, value) VALUES ('whatsapp_setting', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [checked.value],
    );
    if (cloudToken) await writeSecret(tx, SECRET.cloudToken, cloudToken);
    if (gatewayToken) await writeSecret(tx, SECRET.gatewayToken, gatewayToken);
  });
  return readSenderSetting(ctx);
}
