import { expect } from 'vitest';
import { userInfo } from './agent-helpers.ts';
import { registerByPhone, type Harness } from './harness.ts';
import { assets, newSn, setFundPassword, topUp } from './money-helpers.ts';

export const WALLET_FUND_PASSWORD = '246810';

export type Customer = Awaited<ReturnType<typeof registerByPhone>> & {
  accountNo: string;
  userId: number;
};

export type WalletOrder = {
  sn: string;
  status: number;
  amount: string;
  netFeeAmount: string;
  payAmount: string;
  timeline?: Array<{ status: number }>;
  counterparty?: { role: string; name: string | null; accountNo: string } | null;
};

export type Movement = {
  entryType: string;
  reference: string;
  wallet: string;
  amount: string;
  counterparty: { role: string; name: string | null; accountNo: string } | null;
};

/** A customer with a transaction password, a name on its KYC form, and money if asked. */
export async function newCustomer(
  h: Harness,
  options: { name?: string; topUp?: string; countryId?: 254 | 255 } = {},
): Promise<Customer> {
  const user = await registerByPhone(h);
  // A Tanzanian customer: signed up as any other, then moved to Tanzania (its money is TZS).
  if (options.countryId === 255)
    await h.app.db.kysely
      .updateTable('users')
      .set({ country_id: 255 })
      .where('phone', '=', user.phone)
      .execute();
  if (options.name) {
    h.tick();
    const saved = await h.call(
      '/user/auth/save',
      { fullName: options.name },
      { token: user.token },
    );
    expect(saved.code).toBe(200);
  }
  if (options.topUp) {
    await setFundPassword(h, user.token, user.phone, user.national, WALLET_FUND_PASSWORD);
    await topUp(h, user.token, options.topUp);
  }
  const me = await userInfo(h, user.token);
  return { ...user, accountNo: me.accountNo, userId: me.userId };
}

/** A Kenyan "Domestic Asset" (pay type 0) recipient: another customer's account number. */
export async function addWalletPayee(h: Harness, token: string, accountNo: string, name: string) {
  h.tick();
  const reply = await h.call<{ id: number }>(
    '/payee/add',
    { countryId: 254, payType: 0, currencyId: 404, name, type: 2, userAccountNo: accountNo },
    { token },
  );
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.id;
}

export function walletSend(
  h: Harness,
  from: Customer,
  payeeId: number,
  amount: string,
  extra: Record<string, unknown> = {},
  lang?: 'zh_CN',
) {
  h.tick();
  return h.call<WalletOrder>(
    '/order/create',
    {
      sn: newSn('W'),
      scope: 0,
      payeeId,
      payType: 0,
      currencyId: 404,
      amount,
      fundPassword: WALLET_FUND_PASSWORD,
      ...extra,
    },
    { token: from.token, lang },
  );
}

/** Domestic KES balance in minor units (0 when the customer holds no KES yet). */
export async function domesticCents(h: Harness, who: Customer): Promise<bigint> {
  const row = await assets(h, who.token);
  return row ? BigInt(row.domestic.replace('.', '')) : 0n;
}

export async function onHoldCents(h: Harness, who: Customer): Promise<bigint> {
  const row = await assets(h, who.token);
  return row ? BigInt(row.onHold.replace('.', '')) : 0n;
}

/** The balance of a ledger account by key, 0 when it was never opened. */
export async function accountBalance(h: Harness, key: string): Promise<bigint> {
  const row = await h.app.db.kysely
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('account_key', '=', key)
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

/** What every settlement account of pay type 0 holds, summed: always nothing. */
export async function walletSettlementTotal(h: Harness): Promise<bigint> {
  const rows = await h.app.db.kysely
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('account_key', 'like', 'channel:0:settlement:%')
    .execute();
  return rows.reduce((sum, r) => sum + BigInt(r.balance), 0n);
}

export async function movements(h: Harness, who: Customer): Promise<Movement[]> {
  h.tick();
  const reply = await h.call<unknown>(
    '/account/transactions',
    { pageNum: 1, pageSize: 50 },
    { token: who.token },
  );
  return reply.rows as Movement[];
}

export { newSn };
