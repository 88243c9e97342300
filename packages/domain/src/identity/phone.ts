import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Normalises a mobile number typed for a country (by its dialling code) to E.164.
 * Both the national form (0712345678) and the bare subscriber number (712345678) are accepted,
 * as is a full international number, provided it belongs to the chosen country.
 * Returns null when the number is not a valid mobile number there.
 */
export function normaliseMobile(dialCode: number, raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  if (!/^\+?\d{4,20}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, { defaultCallingCode: String(dialCode) });
  if (!parsed || parsed.countryCallingCode !== String(dialCode) || !parsed.isValid()) return null;
  const type = parsed.getType();
  // Fixed-line numbers cannot receive codes; some plans report mobiles as FIXED_LINE_OR_MOBILE.
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}
