// Which network addresses the server may call out to on a setting's word (the WhatsApp gateway, issue 19 item 25):
// never the machine itself, its link, a private network, an unspecified address or a cloud's metadata service, which
// an owner's URL would otherwise reach from inside (a database port, 169.254.169.254). Pure: the server applies it to
// a URL's literal host on save and to every address the host resolves to at send time.

/** The bytes of an IP address written as text (4 for IPv4, 16 for IPv6), or undefined when it is not one. */
export function parseIp(text: string): number[] | undefined {
  const t = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return parseIpv4(t) ?? parseIpv6(t);
}

function parseIpv4(t: string): number[] | undefined {
  const parts = t.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : undefined;
}

function parseIpv6(text: string): number[] | undefined {
  const t = text.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names the interface, not the address
  if (!/^[0-9a-fA-F:.]+$/.test(t) || !t.includes(':')) return undefined;
  const halves = t.split('::');
  if (halves.length > 2) return undefined;
  // 16-bit words; an IPv4 tail (::ffff:10.0.0.1) is the last two.
  const words = (s: string): number[] | undefined => {
    if (s === '') return [];
    const parts = s.split(':');
    const out: number[] = [];
    for (const [i, g] of parts.entries()) {
      const v4 = i === parts.length - 1 && g.includes('.') ? parseIpv4(g) : undefined;
      if (v4) out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      else if (/^[0-9a-fA-F]{1,4}$/.test(g)) out.push(parseInt(g, 16));
      else return undefined;
    }
    return out;
  };
  const head = words(halves[0]);
  const tail = halves.length === 2 ? words(halves[1]) : [];
  if (!head || !tail || (halves.length === 2 && halves[0].includes('.'))) return undefined;
  // '::' stands for one or more zero words; without it there must be eight.
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail].flatMap((w) => [w >> 8, w & 0xff]);
}

/** Whether `bytes` start with the `bits` leading bits of `prefix`. */
function within(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = Math.floor(i / 8);
    const mask = 0x80 >> i % 8;
    if ((bytes[byte] & mask) !== (prefix[byte] & mask)) return false;
  }
  return true;
}

const V4_REFUSED: [number[], number][] = [
  [[0, 0, 0, 0], 8], // unspecified, "this network"
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // shared carrier NAT; Alibaba Cloud's metadata service is 100.100.100.200
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local; the metadata service of AWS, GCP and Azure is 169.254.169.254
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments; Oracle Cloud's legacy metadata is 192.0.0.192
  [[192, 168, 0, 0], 16], // private
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, and the broadcast 255.255.255.255
];

const V6_REFUSED: [number[], number][] = [
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated, still private)
  [[0xfc, 0x00], 7], // unique local; AWS's IPv6 metadata service is fd00:ec2::254
  [[0xff, 0x00], 8], // multicast
];

const v6 = (...bytes: number[]) => [...bytes, ...Array<number>(16 - bytes.length).fill(0)];

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4): it is judged as that address. */
function embeddedV4(b: number[]): number[] | undefined {
  if (within(b, v6(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff), 96) || within(b, v6(), 96)) return b.slice(12);
  if (within(b, v6(0x00, 0x64, 0xff, 0x9b), 96)) return b.slice(12);
  if (within(b, v6(0x20, 0x02), 16)) return b.slice(2, 6);
  return undefined;
}

/** Whether an IP address (text) is one the server must not call on a setting's word; false for a name. */
export function isInternalAddress(address: string): boolean {
  const b = parseIp(address);
  if (!b) return false;
  if (b.length === 4) return V4_REFUSED.some(([p, bits]) => within(b, p, bits));
  // :: (unspecified) and ::1 (loopback) fall in the compatible range, whose 0.0.0.0/8 refuses them.
  const v4 = embeddedV4(b);
  if (v4) return isInternalAddress(v4.join('.'));
  return V6_REFUSED.some(([p, bits]) => within(b, p, bits));
}

/** The host a URL connects to, as the URL parser normalised it (an IPv4 in any notation as dotted decimal). */
export function urlHost(url: string): string | undefined {
  try {
    const host = new URL(url).hostname;
    return host.startsWith('[') ? host.slice(1, -1) : host;
  } catch {
    return undefined;
  }
}

/** Whether a URL names an internal address itself: an internal IP literal, or localhost (RFC 6761: *.localhost too). */
export function urlNamesInternalHost(url: string): boolean {
  const host = urlHost(url)?.replace(/\.$/, '').toLowerCase();
  if (!host) return false;
  return host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host);
}
