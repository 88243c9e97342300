import {
  ErrorCode,
  payeeByAccount,
  type OpenPayeeCheckInput,
  type PayeeCheckInput,
  type PayeeCheckReply,
} from '@pesa/contract';
import { gradeName, normaliseMobile } from '@pesa/domain';
import type { PayeeNameQuery, PayeeNames } from '../../channels/payee-names.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { HourlyAccountLimit } from '../../security/hourly-account-limit.ts';

const KES = 404;
const TZS = 834;
const TANZANIA = 255;
/** The bank rails of Tanzania (TISS, TIPS); RTGS and Pesalink are Kenya's here. */
const TANZANIAN_BANK_PAY_TYPES = [102, 103];

/**
 * The name check before paying (docs/name-check.md): asks the rail for the registered name and
 * grades the typed one against it. `check` is the interactive look-up (the send screens, the
 * merchant API), counted per main account so it cannot be used to collect names; `grade` is for
 * callers that check the payees of payments they are making (files, API batches) under limits of
 * their own.
 */
export class PayeeCheckService {
  constructor(private readonly deps: { names: PayeeNames; limit: HourlyAccountLimit }) {}

  /** `POST /payee/check`: the country's currency picks the rail where two countries share one. */
  async checkForCustomer(mainUserId: number, input: PayeeCheckInput): Promise<PayeeCheckReply> {
    const byAccount = payeeByAccount(input.payType);
    const number = byAccount ? input.bankNo! : mobileOf(input.countryId, input.phone!);
    const currencyId = input.countryId === TANZANIA ? TZS : KES;
    return this.check(`user:${mainUserId}`, {
      payType: input.payType,
      currencyId,
      number,
      typedName: input.name,
    });
  }

  /** `POST /open/v1/payee/check`: the number's country (or the bank rail's) picks the currency. */
  async checkForMerchant(
    merchant: { userId: number; mode: 'live' | 'test' },
    input: OpenPayeeCheckInput,
  ): Promise<PayeeCheckReply> {
    const number = input.bankAccountNo ?? input.phone!;
    const tanzanian = input.bankAccountNo
      ? TANZANIAN_BANK_PAY_TYPES.includes(input.payType)
      : number.replace(/^\+/, '').startsWith(String(TANZANIA));
    // The sandbox's count is its own, so testing an integration never uses up the live hour.
    const key = merchant.mode === 'test' ? `test:${merchant.userId}` : `user:${merchant.userId}`;
    return this.check(key, {
      payType: input.payType,
      currencyId: tanzanian ? TZS : KES,
      number,
      typedName: input.name,
      sandbox: merchant.mode === 'test',
    });
  }

  /** The grade of one payee, uncounted; the registered name only with CLOSE_MATCH. */
  async grade(query: PayeeNameQuery): Promise<PayeeCheckReply> {
    const registered = await this.deps.names.registeredName(query);
    const result = gradeName(query.typedName, registered);
    return result === 'CLOSE_MATCH' ? { result, registeredName: registered! } : { result };
  }

  private async check(key: string, query: PayeeNameQuery): Promise<PayeeCheckReply> {
    if (!(await this.deps.limit.take(key)))
      throw new AppError(429, {
        messageKey: 'payeeCheckLimit',
        params: { max: String(this.deps.limit.max) },
      });
    return this.grade(query);
  }
}

/** The phone in international form, or -1008 on the field when it is no mobile of the country. */
function mobileOf(countryId: number, phone: string): string {
  const mobile = mobileOrNull(countryId, phone);
  if (!mobile)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'phone', key: 'phoneRule' }],
    });
  return mobile;
}

/** libphonenumber throws on a calling code it does not know (a countryId of 2, say). */
function mobileOrNull(countryId: number, phone: string): string | null {
  try {
    return normaliseMobile(countryId, phone);
  } catch {
    return null;
  }
}
