/**
 * The country a typed phone number names by itself, so that someone who types their number in
 * full (+255 754 …) or a number only Tanzania uses is not refused for the country still set on
 * Kenya (issue 33):
 * - a calling code, as +254 / +255, 00254 / 00255, or 254 / 255 before a full subscriber number;
 * - a Tanzanian national prefix: mobiles there also start 06 (Kenyan mobiles start 07 or 01),
 *   so 06… (or 6… without the 0) is Tanzanian. 07… is used by both and names no country.
 * Undefined when the number does not tell.
 */
export function countryOfTypedPhone(typed: string): 254 | 255 | undefined {
  const compact = typed.replace(/[\s-]/g, '');
  const international = /^(?:\+|00)(254|255)\d/.exec(compact);
  if (international) return Number(international[1]) as 254 | 255;
  // Without "+", a calling code only with a whole subscriber number after it (254 + 9 digits).
  const bare = /^(254|255)\d{9}$/.exec(compact);
  if (bare) return Number(bare[1]) as 254 | 255;
  if (/^0?6\d{8}$/.test(compact)) return 255;
  return undefined;
}
