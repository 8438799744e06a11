// Item photos (spec section 5): resized to at most 720 x 1366, JPEG quality 50, before they leave the browser.
export const PHOTO_MAX = { width: 720, height: 1366 } as const;
export const PHOTO_QUALITY = 0.5;

/** The size a photo is drawn at: scaled down to fit, never up, proportions kept. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX): { width: number; height: number } {
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Width and height of a baseline or progressive JPEG, read from its frame header; undefined when not a JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1];
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[i + 5] << 8) | bytes[i + 6], width: (bytes[i + 7] << 8) | bytes[i + 8] };
    }
    i += 2 + length;
  }
  return undefined;
}

/** The file-store key of an item's photo. */
export const photoKey = (kodeToko: string, kodeBarcode: string) => `NSIPIC/${kodeToko}/${kodeBarcode}.jpg`;
