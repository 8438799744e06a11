// Local user data is obfuscated with a repeating-key cipher (spec section 9). This keeps the token and the
// access tree from being read or edited casually in the browser's storage; it is not encryption, and the
// server never trusts what the browser stores.

const KEY = 'kilau-pos-1.8.5';

function xor(bytes: Uint8Array): Uint8Array {
  const key = new TextEncoder().encode(KEY);
  return bytes.map((b, i) => b ^ key[i % key.length]);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(s: string): Uint8Array {
  const bin = atob(s);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function obfuscate(value: unknown): string {
  return toBase64(xor(new TextEncoder().encode(JSON.stringify(value))));
}

/** The stored value, or undefined when it is missing or was not written by obfuscate(). */
export function deobfuscate<T>(stored: string | null | undefined): T | undefined {
  if (!stored) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(xor(fromBase64(stored)))) as T;
  } catch {
    return undefined;
  }
}
