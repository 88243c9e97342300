// The GSM 03.38 basic set; the extension set's characters take two septets each.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * How many SMS segments a text takes: 160 GSM-7 septets (153 each when split) or, once one
 * character is outside GSM-7 (any Chinese), 70 UCS-2 units (67 each when split).
 */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return {
    encoding: 'GSM-7',
    units: septets,
    segments: septets <= 160 ? 1 : Math.ceil(septets / 153),
  };
}
