// The HTTP client messages leave the server with (the Fetch of sender.ts): one request, redirects never followed
// (a 3xx is the provider's answer, so a gateway cannot bounce a message to an address it may not be sent to), and,
// given the address the gateway check approved (gateway-address.ts), connected to exactly that address while the
// URL's host still names the server for TLS and the Host header. fetch() can do neither of the last two.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Fetch } from './sender';

/** A provider's answer is read up to this size; the rest is dropped (an answer is a short JSON). */
const MAX_ANSWER_BYTES = 1_000_000;

/** A resolver that answers the one checked address, whatever it is asked. */
function pinned(address: string): LookupFunction {
  const family = isIP(address);
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
    options.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as unknown as LookupFunction;
}

export const httpClient: Fetch = (url, init) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(target, { method: init.method, headers: init.headers, signal: init.signal, ...(init.address ? { lookup: pinned(init.address) } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, text: async () => text });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
