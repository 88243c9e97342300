import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How the agent names the customer: their account number, or their mobile number (E.164). */
export type CustomerKey = { accountNo: string } | { phone: string };

export interface CashInParty {
  user_id: number;
  parent_id: number;
  account_no: string;
  country_id: number;
  user_type: number;
  audit_status: string;
  nick_name: string | null;
  status: number;
  suspended_at: string | null;
  /** The KYC/KYB answers as saved (JSON), for the name the account was verified under. */
  kyc_data: string | null;
}

/** Reads the two parties of a cash-in: the customer named at the counter, and the agent. */
export class CashInRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private party() {
    return this.db
      .selectFrom('users')
      .leftJoin('kyc_applications as k', 'k.main_user_id', 'users.user_id')
      .select([
        'users.user_id',
        'users.parent_id',
        'users.account_no',
        'users.country_id',
        'users.user_type',
        'users.audit_status',
        'users.nick_name',
        'users.status',
        'users.suspended_at',
        'k.data as kyc_data',
      ]);
  }

  findCustomer(key: CustomerKey): Promise<CashInParty | undefined> {
    const query = this.party();
    return (
      'accountNo' in key
        ? query.where('users.account_no', '=', key.accountNo)
        : query.where('users.phone', '=', key.phone)
    ).executeTakeFirst() as Promise<CashInParty | undefined>;
  }

  findById(userId: number): Promise<CashInParty | undefined> {
    return this.party().where('users.user_id', '=', userId).executeTakeFirst() as Promise<
      CashInParty | undefined
    >;
  }

  nationalCurrency(countryId: number) {
    return this.db
      .selectFrom('countries')
      .select('currency_id')
      .where('country_id', '=', countryId)
      .executeTakeFirst();
  }
}

/**
 * The name an account was verified under: a business's trading name (what its sign says) or
 * company name, an individual's full name; the nickname before any verification; else null.
 */
export function displayNameOf(party: Pick<CashInParty, 'kyc_data' | 'nick_name'>): string | null {
  if (party.kyc_data) {
    const data = JSON.parse(party.kyc_data) as Record<string, unknown>;
    for (const field of ['tradingName', 'companyName', 'fullName'])
      if (typeof data[field] === 'string' && data[field].trim()) return data[field].trim();
  }
  return party.nick_name?.trim() || null;
}
