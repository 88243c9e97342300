import { ErrorCode } from '@pesa/contract';
import { refreshUserInfo } from '../refreshUserInfo.ts';
import { RequestError } from '../request/RequestError.ts';

/**
 * True when a payment was refused because the user has no transaction password yet (-1022).
 * The user info is then reloaded, so the payment dialog offers to set one instead of the PIN pad.
 * A module of its own: the plain money forms use it without the password rules' field schemas.
 */
export async function isMissingFundPassword(error: unknown): Promise<boolean> {
  if (!(error instanceof RequestError) || error.code !== ErrorCode.FUND_PASSWORD_NOT_SET)
    return false;
  await refreshUserInfo().catch(() => undefined);
  return true;
}
