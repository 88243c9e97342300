import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { FUND_PASSWORD_PATTERN } from '@pesa/contract';
import { request } from '../request/request.ts';
import type { UserInfo } from '../userInfo.ts';

/**
 * The transaction password: each user's own (a team member's too, never the owner's), set with a
 * code sent to the user's own phone, or email when there is no phone. The server checks the
 * phone's code first (profile.service.ts), so the code goes to the phone whenever there is one.
 */

// SPEC §7: the code calls go without a token.
const NO_TOKEN = { withToken: false } as const;

/**
 * The country whose dialling code starts an E.164 number (codes are the country ids here,
 * e.g. 254 Kenya), so a code can be sent to the stored number; the longest code wins.
 */
export function countryIdOfPhone(e164: string, countryIds: readonly number[]): number | undefined {
  return [...countryIds]
    .sort((a, b) => String(b).length - String(a).length)
    .find((id) => e164.startsWith(`+${id}`));
}

/** Where the code goes: the phone, else the email; null when the user has neither. */
export function fundPasswordCodeTarget(info: Pick<UserInfo, 'phone' | 'email'>): string | null {
  return info.phone || info.email || null;
}

/** Sends the `fundPwd` code to the user's own phone or email; false when there is neither. */
export async function sendFundPasswordCode(
  info: Pick<UserInfo, 'phone' | 'email' | 'countryId'>,
  countryIds: readonly number[],
): Promise<boolean> {
  if (info.phone) {
    const countryId = countryIdOfPhone(info.phone, countryIds) ?? info.countryId;
    await request.post<null>(
      '/common/sendCode',
      { countryId, phone: info.phone, scene: 'fundPwd' },
      NO_TOKEN,
    );
    return true;
  }
  if (info.email) {
    await request.post<null>(
      '/common/sendMailCode',
      { email: info.email, scene: 'fundPwd' },
      NO_TOKEN,
    );
    return true;
  }
  return false;
}

/**
 * Sets (or resets) the signed-in user's transaction password. The caller reloads the user info
 * (`refreshUserInfo`) when it is ready for screens to see the password as set.
 */
export function setFundPassword(body: { code: string; fundPassword: string }) {
  return request.post<null>('/user/resetFundPwd', { ...body, code: body.code.trim() });
}

export { isMissingFundPassword } from './missingFundPassword.ts';

/** SPEC §5 / §9: the transaction password is a 6-digit number. */
export const fundPasswordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('profile:rules.fundPasswordRequired') },
  { pattern: FUND_PASSWORD_PATTERN, message: t('profile:rules.fundPasswordPattern') },
];
