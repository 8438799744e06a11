// One way to send a WhatsApp message, three adapters behind it (chosen on /whatsapp-setting):
// - CLOUD_API: Meta's WhatsApp Cloud API, POST graph.facebook.com/{version}/{phone_number_id}/messages, bearer token;
// - GATEWAY: a Wablas/Fonnte-compatible gateway: POST to its URL, the token in the Authorization header (both
//   products take it bare), the number as `target` (Fonnte) and `phone` (Wablas), the text as `message`;
// - WA_ME: nothing leaves the server; the answer is a https://wa.me link the cashier's browser opens.
// Adapters only talk HTTP (through the fetch they are given: http-client.ts, a fake one in tests) and classify the
// outcome: sent, a failure worth retrying (network, 5xx, 429), or one that retrying cannot fix (number not on
// WhatsApp, refused, a redirect, which is never followed).
import type { WhatsappAdapter } from '../../domain/settings';

export interface SendResult {
  ok: boolean;
  providerId?: string;
  /** The provider's own text of a failure. */
  error?: string;
  /** The provider says the number has no WhatsApp: shown as 'number not registered', never retried. */
  notRegistered?: boolean;
  /** Retrying cannot help (refused request, bad token, unknown number). */
  permanent?: boolean;
  /** WA_ME: the link the browser opens. */
  link?: string;
}

export interface WhatsappSender {
  adapter: WhatsappAdapter;
  send(to: string, text: string, attachmentUrl?: string): Promise<SendResult>;
}

/** One POST; `address`: the checked address to connect to instead of resolving the URL's host again. */
export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal; address?: string }) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

/** A provider that does not answer in this long counts as a failed (retried) attempt. */
const TIMEOUT_MS = 15_000;
/** Provider texts that mean the number has no WhatsApp account (Cloud API codes below; gateways in words). */
const NOT_REGISTERED = /not\s+(registered|exist|on\s+whatsapp)|invalid\s+(target|phone|number)|tidak\s+terdaftar|unregistered/i;
/** Cloud API error codes: 131026 message undeliverable (no WhatsApp), 131030 recipient not allowed, 131021 sender = recipient. */
const CLOUD_NOT_REGISTERED = new Set([131026, 131030]);

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

async function post(fetch: Fetch, url: string, headers: Record<string, string>, body: string, address?: string): Promise<{ status: number; text: string } | { error: string }> {
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS), ...(address ? { address } : {}) });
    return { status: res.status, text: await res.text() };
  } catch (e) {
    return { error: (e as Error).message || 'fetch failed' };
  }
}

/** HTTP failures worth another try: the provider was down or asked us to slow down. */
const transientStatus = (status: number) => status >= 500 || status === 429 || status === 408;

export function cloudApiSender(opts: { version: string; phoneNumberId: string; token: string }, fetch: Fetch): WhatsappSender {
  const url = `https://graph.facebook.com/${opts.version}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    adapter: 'CLOUD_API',
    async send(to, text, attachmentUrl) {
      const message = attachmentUrl
        ? { type: 'document', document: { link: attachmentUrl, caption: text } }
        : { type: 'text', text: { preview_url: true, body: text } };
      const res = await post(
        fetch,
        url,
        { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message }),
      );
      if ('error' in res) return { ok: false, error: res.error };
      const body = parseJson(res.text);
      const id = (body?.messages as { id?: unknown }[] | undefined)?.[0]?.id;
      if (res.status >= 200 && res.status < 300 && typeof id === 'string') return { ok: true, providerId: id };
      const err = (body?.error ?? {}) as { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
      const error = String(err.error_data?.details ?? err.message ?? `HTTP ${res.status}`);
      const notRegistered = CLOUD_NOT_REGISTERED.has(Number(err.code)) || NOT_REGISTERED.test(error);
      return { ok: false, error, notRegistered, permanent: notRegistered || !transientStatus(res.status) };
    },
  };
}

/** `address`: what the gateway's host resolved to when checked (gateway-address.ts), connected to as is. */
export function gatewaySender(opts: { url: string; token: string; format: 'FORM' | 'JSON'; address?: string }, fetch: Fetch): WhatsappSender {
  return {
    adapter: 'GATEWAY',
    async send(to, text, attachmentUrl) {
      const fields: Record<string, string> = { target: to, phone: to, message: text, ...(attachmentUrl ? { url: attachmentUrl } : {}) };
      const json = opts.format === 'JSON';
      const res = await post(
        fetch,
        opts.url,
        { authorization: opts.token, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
        json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
        opts.address,
      );
      if ('error' in res) return { ok: false, error: res.error };
      const body = parseJson(res.text);
      // Fonnte: { status: true, id: ['...'] } or { status: false, reason }; Wablas: { status: true, data: { messages: [{ id }] } }.
      const accepted = body?.status === true || body?.status === 'success' || body?.status === 'sent';
      if (res.status >= 200 && res.status < 300 && accepted) return { ok: true, providerId: gatewayId(body!) };
      const error = String(body?.reason ?? body?.message ?? body?.detail ?? (res.text.slice(0, 200) || `HTTP ${res.status}`));
      const notRegistered = NOT_REGISTERED.test(error);
      // A gateway that answered 200 with status false refused this message: retrying sends the same refusal.
      return { ok: false, error, notRegistered, permanent: notRegistered || (res.status < 300 ? !!body : !transientStatus(res.status)) };
    },
  };
}

function gatewayId(body: Record<string, unknown>): string | undefined {
  const id = body.id ?? (body.data as { messages?: { id?: unknown }[]; id?: unknown } | undefined)?.messages?.[0]?.id ?? (body.data as { id?: unknown } | undefined)?.id;
  const first = Array.isArray(id) ? id[0] : id;
  return first === undefined || first === null ? undefined : String(first);
}

/** The link that opens a chat with `to`, the text typed in (wa.me wants the number without +). */
export function waMeLink(to: string, text: string): string {
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

export function waMeSender(): WhatsappSender {
  return { adapter: 'WA_ME', send: async (to, text) => ({ ok: true, link: waMeLink(to, text) }) };
}
