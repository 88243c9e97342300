import type { OpenBalanceRow, OpenOrderView } from '@pesa/contract';
import type { Harness, Reply } from './harness.ts';
import { openCall, type KeyPair } from './open-api-helpers.ts';

let orderNoCounter = 0;
/** A fresh merchantOrderNo per call within a file. */
export function merchantNo(prefix = 'M'): string {
  orderNoCounter++;
  return `${prefix}-${Date.now().toString(36)}-${orderNoCounter}`;
}

/** A balance of one API account type in KES (or another currency), "0.00" when it never moved. */
export async function apiBalance(
  h: Harness,
  pair: KeyPair,
  accountType: number,
  currencyId = 404,
): Promise<string> {
  const reply = await openCall<OpenBalanceRow[]>(h, pair, '/balance', { currencyId });
  if (reply.code !== 200) throw new Error(`balance: ${reply.code} ${reply.msg}`);
  return (
    reply.data.find((b) => b.accountType === accountType && b.currencyId === currencyId)?.balance ??
    '0.00'
  );
}

/** Every API balance of a key's mode, as "type:currency" → balance. */
export async function allBalances(h: Harness, pair: KeyPair): Promise<Record<string, string>> {
  const reply = await openCall<OpenBalanceRow[]>(h, pair, '/balance', {});
  return Object.fromEntries(reply.data.map((b) => [`${b.accountType}:${b.currencyId}`, b.balance]));
}

/** Collects KES by M-Pesa (pay type 2) and lets the rail's callback land: money in C2B 2. */
export async function collectKes(
  h: Harness,
  pair: KeyPair,
  amount: string,
  phone = '+254712345678',
): Promise<OpenOrderView> {
  const reply = await openCall<OpenOrderView>(h, pair, '/c2b/collect', {
    merchantOrderNo: merchantNo('C'),
    payType: 2,
    currencyId: 404,
    amount,
    phone,
    narrative: 'test collection',
  });
  if (reply.code !== 200) throw new Error(`collect: ${reply.code} ${reply.msg}`);
  await h.app.money.worker.runDue();
  return reply.data;
}

/** Moves KES between two of the merchant's API accounts through the signed transfer. */
export async function transferKes(
  h: Harness,
  pair: KeyPair,
  fromAccountType: number,
  toAccountType: number,
  amount: string,
): Promise<Reply<OpenOrderView>> {
  return openCall<OpenOrderView>(h, pair, '/transfer', {
    merchantOrderNo: merchantNo('T'),
    fromAccountType,
    toAccountType,
    currencyId: 404,
    amount,
  });
}

/** Funds the B2C account in KES: a collection into C2B, then a transfer to B2C. */
export async function fundB2c(h: Harness, pair: KeyPair, amount: string): Promise<void> {
  await collectKes(h, pair, amount);
  const moved = await transferKes(h, pair, 2, 0, amount);
  if (moved.code !== 200) throw new Error(`transfer: ${moved.code} ${moved.msg}`);
}

/** A KES M-Pesa payout body. */
export function payoutBody(
  amount: string,
  phone = '+254722000111',
  merchantOrderNo = merchantNo('P'),
) {
  return {
    merchantOrderNo,
    payType: 2,
    currencyId: 404,
    amount,
    phone,
    name: 'Wanjiku Kamau',
    narrative: 'salary',
  };
}

/** The query reply of one order. */
export async function queryOrder(
  h: Harness,
  pair: KeyPair,
  key: { merchantOrderNo?: string; sn?: string },
): Promise<Reply<OpenOrderView>> {
  return openCall<OpenOrderView>(h, pair, '/order/query', key);
}
