import type { Harness } from './harness.ts';

export const MONEY_ENV = {
  CHANNEL_SIMULATOR_DELAY_MS: '0',
  CHANNEL_SIMULATOR_FAILURE_RATE: '0',
  CHANNEL_SIMULATOR_DUPLICATE_RATE: '0',
  // Money suites test money; the KYC gate has its own suite (kyc.test.ts).
  KYC_REQUIRED: 'false',
};

export type Asset = {
  currencyCode: string;
  total: string;
  domestic: string;
  crossBorder: string;
  onHold: string;
};

let snCounter = 0;
export function newSn(prefix = 'T'): string {
  snCounter++;
  return `${prefix}${Date.now().toString(36)}${String(snCounter).padStart(5, '0')}`;
}

/** Sets the 6-digit transaction password through the real code flow. */
/** A domestic M-Pesa send of KES 10 to `payeeId` under a new order number, `extra` over it. */
export function mpesaSendBody(payeeId: number, fundPassword: string, extra = {}) {
  return {
    sn: newSn(),
    scope: 0,
    payeeId,
    payType: 2,
    currencyId: 404,
    amount: '10',
    fundPassword,
    ...extra,
  };
}

export async function setFundPassword(
  h: Harness,
  token: string,
  phone: string,
  national: string,
  fundPassword = '135790',
  countryId: 254 | 255 = 254,
) {
  h.tick();
  const sent = await h.call('/common/sendCode', {
    countryId,
    phone: national,
    scene: 'fundPwd',
  });
  if (sent.code !== 200) throw new Error(`fundPwd code: ${sent.code} ${sent.msg}`);
  h.tick();
  const reply = await h.call(
    '/user/resetFundPwd',
    { code: await h.lastCode(phone), fundPassword },
    { token },
  );
  if (reply.code !== 200) throw new Error(`resetFundPwd: ${reply.code} ${reply.msg}`);
  h.tick();
  return fundPassword;
}

/** Tops up a KES wallet by STK push through the simulator, and lets the callback land. */
export async function topUp(h: Harness, token: string, amount: string, scope: 0 | 1 = 0) {
  h.tick();
  const reply = await h.call<{ sn: string; status: number }>(
    '/recharge/create',
    {
      sn: newSn('R'),
      scope,
      payType: scope === 0 ? 502 : 503,
      currencyId: scope === 0 ? 404 : 840,
      amount,
    },
    { token },
  );
  if (reply.code !== 200)
    throw new Error(`recharge: ${reply.code} ${reply.msg} ${JSON.stringify(reply.data)}`);
  await h.app.money.worker.runDue();
  return reply.data;
}

export async function assets(h: Harness, token: string, code = 'KES'): Promise<Asset | undefined> {
  h.tick();
  const reply = await h.call<Asset[]>('/account/assets', {}, { token });
  return reply.data.find((a) => a.currencyCode === code);
}

/** A Kenyan M-Pesa recipient, usable at once (domestic recipients need no approval). */
export async function addMpesaPayee(h: Harness, token: string, phone = '0722000111') {
  h.tick();
  const reply = await h.call<{ id: number }>(
    '/payee/add',
    { countryId: 254, payType: 2, currencyId: 404, name: 'Wanjiku Kamau', type: 2, phone },
    { token },
  );
  if (reply.code !== 200)
    throw new Error(`payee add: ${reply.code} ${reply.msg} ${JSON.stringify(reply.data)}`);
  return reply.data.id;
}

/** Every cached balance equals its postings, and every currency's balances sum to zero. */
export async function ledgerReconciles(h: Harness): Promise<boolean> {
  const k = h.app.db.kysely;
  const accounts = await k
    .selectFrom('ledger_accounts')
    .select(['id', 'currency_id', 'balance'])
    .execute();
  const postings = await k.selectFrom('ledger_postings').select(['account_id', 'amount']).execute();
  const posted = new Map<number, bigint>();
  for (const p of postings)
    posted.set(Number(p.account_id), (posted.get(Number(p.account_id)) ?? 0n) + BigInt(p.amount));
  const perCurrency = new Map<number, bigint>();
  for (const a of accounts) {
    if ((posted.get(Number(a.id)) ?? 0n) !== BigInt(a.balance)) return false;
    perCurrency.set(a.currency_id, (perCurrency.get(a.currency_id) ?? 0n) + BigInt(a.balance));
  }
  return [...perCurrency.values()].every((sum) => sum === 0n);
}

/** How many rail results are on record under one event key (a repeat must not add one). */
export async function channelEventCount(h: Harness, key: string): Promise<number> {
  const rows = await h.app.db.kysely
    .selectFrom('channel_events')
    .select('id')
    .where('event_key', '=', key)
    .execute();
  return rows.length;
}
