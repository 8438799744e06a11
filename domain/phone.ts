// Phone numbers as WhatsApp wants them (spec section 9: a leading 0 becomes 62).

/** '0812-3456-7890' -> '6281234567890'; '+62 812 ...' -> '62812...'. Separators are dropped, other digits kept. */
export function whatsappNumber(phone: string): string {
  const digits = phone.trim().replace(/^\+/, '').replace(/[\s\-.()]/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/** A number WhatsApp can address: digits only, country code included, 8 to 15 digits (ITU E.164). */
export function isWhatsappNumber(normalized: string): boolean {
  return /^[1-9]\d{7,14}$/.test(normalized);
}
