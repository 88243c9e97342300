import { normaliseMobile } from '../identity/phone.ts';

/** What /order/create keeps in a send's details when the sender ticks "tell the recipient". */
export interface RecipientSmsRequest {
  phone: string;
  lang: 'en' | 'zh';
  sender: string;
}

// The dialling code (our country ids are dialling codes) whose recipients are texted in Chinese.
const CHINA = 86;

/**
 * The recipient's SMS as the sender asks for it: their number in E.164 (the payee's mobile, or a
 * mobile-money account's number) and the language of the recipient's country (Chinese for China,
 * English elsewhere), since the recipient is not our customer and has chosen no language.
 * Undefined when the payee has no mobile number to text.
 */
export function recipientSms(
  payee: { countryId: number; account: string; phone?: string | null },
  sender: string,
): RecipientSmsRequest | undefined {
  const raw = payee.phone || payee.account;
  const phone = raw ? normaliseMobile(payee.countryId, raw) : null;
  if (!phone) return undefined;
  // The name is cut so that the whole text stays within one segment where it can.
  return {
    phone,
    lang: payee.countryId === CHINA ? 'zh' : 'en',
    sender: sender.trim().slice(0, 30),
  };
}
