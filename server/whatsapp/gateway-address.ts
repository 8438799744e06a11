// Where the WhatsApp gateway may be (issue 19 item 25): never at an internal address (domain/network-address.ts),
// unless WHATSAPP_ALLOW_LOCAL_GATEWAY says the shop runs its gateway beside the server. Checked on save, on the URL's
// literal host, and again at every send on each address the host resolves to then; the send connects to the address
// that was checked (sender.ts, http-client.ts), so a name that resolves elsewhere a moment later gains nothing.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isInternalAddress, parseIp, urlHost, urlNamesInternalHost } from '../../domain/network-address';
import { WHATSAPP_LABELS } from '../../domain/settings';
import type { FieldError } from '../../domain/validation';

export const GATEWAY_ADDRESS_MESSAGES = {
  refused: `${WHATSAPP_LABELS.gateway_url} Tidak Boleh Mengarah Ke Alamat Lokal Atau Jaringan Internal`,
  /** At send time, with the address the host resolved to. */
  resolvedInternal: (host: string, address: string) =>
    `${WHATSAPP_LABELS.gateway_url} Mengarah Ke Alamat Lokal Atau Jaringan Internal (${host}: ${address}), Pesan Tidak Dikirim`,
} as const;

/** Every address a host name resolves to now. */
export type Lookup = (host: string) => Promise<string[]>;
export const systemLookup: Lookup = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The save-time check of a gateway URL: its error, or none (the URL's format is domain/settings.ts's). */
export function gatewayUrlErrors(url: string, allowLocal: boolean): FieldError[] {
  if (allowLocal || !url || !urlNamesInternalHost(url)) return [];
  return [{ field: 'whatsapp_setting.gateway_url', message: GATEWAY_ADDRESS_MESSAGES.refused }];
}

/**
 * The send-time check: the address to connect to (undefined: let the client resolve, when local gateways are allowed),
 * a refusal when the host is or resolves to an internal address, or the resolver's failure (worth a retry).
 */
export async function gatewayAddress(url: string, lookup: Lookup, allowLocal: boolean): Promise<{ address?: string } | { refused: string } | { error: string }> {
  if (allowLocal) return {};
  const host = urlHost(url);
  if (!host) return { refused: GATEWAY_ADDRESS_MESSAGES.refused };
  if (urlNamesInternalHost(url)) return { refused: GATEWAY_ADDRESS_MESSAGES.refused };
  if (parseIp(host)) return { address: host };
  let addresses: string[];
  try {
    addresses = await lookup(host);
  } catch (e) {
    return { error: (e as Error).message || `lookup ${host} failed` };
  }
  if (!addresses.length) return { error: `lookup ${host}: no address` };
  // One internal address among public ones is enough: the resolver may hand either out next time.
  const internal = addresses.find(isInternalAddress);
  if (internal) return { refused: GATEWAY_ADDRESS_MESSAGES.resolvedInternal(host, internal) };
  return { address: addresses[0] };
}
