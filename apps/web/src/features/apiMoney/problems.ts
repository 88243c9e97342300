import { ErrorCode } from '@pesa/contract';
import { RequestError } from '../../lib/request/RequestError.ts';

/** What a refused money call means for the user, and where they can fix it. */
export interface MoneyProblem {
  type: 'warning' | 'error' | 'info';
  /** `apiMoney:problem.<key>` */
  key: 'insufficient' | 'repeated';
  link: { to: string; key: string };
}

/**
 * The refusals a money form explains beyond the request layer's toast: not enough in the
 * account, or the same order already made (its number was sent before). No transaction password
 * yet is not one of them: the payment dialog offers to set it (FundPasswordDialog).
 * Anything else (field errors included) needs no more than the toast and the marked fields.
 */
export function moneyProblemOf(error: unknown): MoneyProblem | null {
  const code = error instanceof RequestError ? error.code : 0;
  if (code === ErrorCode.INSUFFICIENT_ASSET || code === ErrorCode.INSUFFICIENT_DOMESTIC)
    return {
      type: 'error',
      key: 'insufficient',
      link: { to: '/homeApi/suspense-recharge', key: 'apiMoney:problem.topUp' },
    };
  if (code === ErrorCode.REPEATED_REQUEST)
    return {
      type: 'info',
      key: 'repeated',
      link: { to: '/homeApi/suspense-record', key: 'apiMoney:problem.viewRecord' },
    };
  return null;
}
