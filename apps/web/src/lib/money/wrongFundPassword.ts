import { ErrorCode } from '@pesa/contract';
import { RequestError } from '../request/RequestError.ts';

/**
 * What the PIN pad says after a wrong transaction password: the server's own words, in the
 * user's language, which tell how many tries are left before payments lock (or that they are
 * locked). Null for any other failure, which the screen handles itself.
 */
export function wrongFundPasswordText(error: unknown): string | null {
  return error instanceof RequestError && error.code === ErrorCode.FUND_PASSWORD_WRONG
    ? error.message
    : null;
}
