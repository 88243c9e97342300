import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_DELIVER_JOB } from '../src/channels/channel-simulator.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { operatorToken } from './identity-helpers.ts';
import { assets, ledgerReconciles, MONEY_ENV, newSn } from './money-helpers.ts';

type Instructions = {
  kind: string;
  bank?: { bankName: string; accountNumber: string; branch: string; swift: string };
  shops?: Array<{ name: string; address: string; hours: string }>;
};
type TopUp = { sn: string; status: number; failReason: string | null; instructions: Instructions };

const TZS = 834;
const WALLETS = [
  { payType: 7, name: 'M-Pesa Tanzania' },
  { payType: 6, name: 'Tigo Pesa' },
  { payType: 5, name: 'Airtel Money' },
  { payType: 3, name: 'HaloPesa' },
];

let phoneCounter = 0;
/** Registers a Tanzanian individual (+255 mobile) through the real calls. */
async function registerTanzanian(h: Harness) {
  phoneCounter++;
  const national = `075${String((process.pid * 100 + phoneCounter) % 10_000_000).padStart(7, '0')}`;
  const sent = await h.call('/common/sendCode', {
    countryId: 255,
    phone: national,
    scene: 'register',
  });
  if (sent.code !== 200) throw new Error(`sendCode: ${sent.code} ${sent.msg}`);
  const phone = `+255${national.slice(1)}`;
  const code = await h.lastCode(phone);
  h.tick();
  const reply = await h.call<string>('/user/register', {
    userType: 2,
    countryId: 255,
    phone: national,
    code,
    password: 'Secret123',
  });
  if (reply.code !== 200) throw new Error(`register: ${reply.code} ${reply.msg}`);
  h.tick();
  return { token: reply.data, phone };
}

describe.each(engines)('Tanzania served as Tanzania on %s', (engine) => {
  let h: Harness;
  let token: string;
  let kenyan: string;

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...MONEY_ENV,
      OPERATOR_USERNAME: 'ops.dar',
      OPERATOR_PASSWORD: 'Operator-Passw0rd',
    });
    token = (await registerTanzanian(h)).token;
    kenyan = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h.close();
  });

  const topUp = (body: Record<string, unknown>, as = token, lang?: 'zh_CN') => {
    h.tick();
    return h.call<TopUp>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, currencyId: TZS, amount: '5000', ...body },
      { token: as, lang },
    );
  };
  const detail = async (sn: string) => {
    h.tick();
    return (await h.call<TopUp>(`/order/detail/${sn}`, {}, { token })).data;
  };
  const orderCount = async () =>
    Number(
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('names our Tanzanian collection accounts for TZS and USD bank top-ups', async () => {
    const tzs = await topUp({ payType: 503 });
    expect(tzs.code).toBe(200);
    expect(tzs.data.instructions).toMatchObject({
      kind: 'bank',
      bank: {
        bankName: 'CRDB Bank',
        accountNumber: '0150386512700',
        branch: 'Azikiwe Street Branch, Dar es Salaam',
        swift: 'CORUTZTZ',
      },
    });
    expect(JSON.stringify(tzs.data.instructions)).not.toMatch(/Kenya|Nairobi|EQBL/);
    const usd = await topUp({ payType: 503, scope: 1, currencyId: 840, amount: '50' });
    expect(usd.code).toBe(200);
    expect(usd.data.instructions.bank).toMatchObject({
      bankName: 'CRDB Bank',
      accountNumber: '0250386512700',
      swift: 'CORUTZTZ',
    });
  });

  it('lists Dar es Salaam shops for a TZS cash top-up, with opening hours in Chinese', async () => {
    const cash = await topUp({ payType: 300 }, token, 'zh_CN');
    expect(cash.code).toBe(200);
    expect(cash.data.instructions.kind).toBe('cash');
    const shops = cash.data.instructions.shops!;
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((s) => s.address.endsWith('Dar es Salaam'))).toBe(true);
    expect(shops[0]!.hours).toMatch(/^周/);
  });

  it('offers the four Tanzanian wallets as top-ups, in both languages', async () => {
    h.tick();
    const reply = await h.call<Array<{ payType: number; name: string; direction: string }>>(
      '/common/queryChannel',
      { countryId: 255, scope: 0 },
      { token },
    );
    const collections = reply.data.filter((c) => c.direction === 'collection');
    for (const wallet of WALLETS)
      expect(collections).toContainEqual(expect.objectContaining(wallet));
    h.tick();
    const zh = await h.call<Array<{ payType: number; name: string; direction: string }>>(
      '/common/queryChannel',
      { countryId: 255, scope: 0 },
      { token, lang: 'zh_CN' },
    );
    expect(zh.data.find((c) => c.direction === 'collection' && c.payType === 7)?.name).toBe(
      'M-Pesa 坦桑尼亚',
    );
  });

  it.each(WALLETS)(
    'credits a $name top-up through the simulator callback once, balanced',
    async ({ payType }) => {
      const before = BigInt(((await assets(h, token, 'TZS'))?.domestic ?? '0').replace('.', ''));
      const created = await topUp({ payType, amount: '5000' });
      expect(created.code).toBe(200);
      expect(created.data.status).toBe(-1);
      expect(created.data.instructions.kind).toBe('stkPush');
      await h.app.money.worker.runDue();
      expect((await detail(created.data.sn)).status).toBe(1);
      const after = BigInt((await assets(h, token, 'TZS'))!.domestic.replace('.', ''));
      expect(after - before).toBe(500_000n);

      // One entry for the order: the wallet gains what the wallet's settlement account gives.
      const k = h.app.db.kysely;
      const postings = await k
        .selectFrom('ledger_postings')
        .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_postings.entry_id')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
        .select(['ledger_postings.amount', 'ledger_accounts.channel', 'ledger_accounts.kind'])
        .where('ledger_entries.reference', '=', created.data.sn)
        .execute();
      expect(postings.reduce((sum, p) => sum + BigInt(p.amount), 0n)).toBe(0n);
      expect(postings.find((p) => BigInt(p.amount) < 0n)?.channel).toBe(payType);

      // The rail delivers the same result again: recorded once, credited once.
      const order = await k
        .selectFrom('orders')
        .select('id')
        .where('sn', '=', created.data.sn)
        .executeTakeFirstOrThrow();
      const job = await k
        .selectFrom('jobs')
        .select('payload')
        .where('type', '=', SIMULATOR_DELIVER_JOB)
        .where('payload', 'like', `%"reference":"PB${order.id}"%`)
        .executeTakeFirstOrThrow();
      const { raw, headers } = h.app.money.simulator.buildCallback(JSON.parse(job.payload));
      const again = await h.app.server.inject({
        method: 'POST',
        url: '/api/channels/simulator/callback',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(again.json()).toMatchObject({ code: 200, data: { outcome: 'duplicate' } });
      expect(BigInt((await assets(h, token, 'TZS'))!.domestic.replace('.', ''))).toBe(after);
      expect(await ledgerReconciles(h)).toBe(true);
    },
  );

  it('leaves wallet pushes to their rail: only the bank top-up waits for an operator', async () => {
    const push = await topUp({ payType: 7 });
    const bank = await topUp({ payType: 503 });
    const ops = await operatorToken(h, 'ops.dar', 'Operator-Passw0rd');
    h.tick();
    const queue = await h.call<Array<{ sn: string }>>(
      '/ops/review/list',
      { pageNum: 1, pageSize: 100 },
      { token: ops },
    );
    const queued = queue.data.map((o) => o.sn);
    expect(queued).toContain(bank.data.sn);
    expect(queued).not.toContain(push.data.sn);
    await h.app.money.worker.runDue();
    expect((await detail(push.data.sn)).status).toBe(1);
  });

  it('pushes to a number given, which must be a Tanzanian mobile', async () => {
    const count = await orderCount();
    const kenyanNumber = await topUp({ payType: 6, phone: '+254712345678' });
    expect(kenyanNumber.code).toBe(-1008);
    expect(JSON.stringify(kenyanNumber.data)).toContain('phone');
    expect(await orderCount()).toBe(count);
    const own = await topUp({ payType: 6, phone: '0713 456 789' });
    expect(own.code).toBe(200);
    await h.app.money.worker.runDue();
    expect((await detail(own.data.sn)).status).toBe(1);
  });

  it('refuses cents on a wallet at once, crediting nothing', async () => {
    const before = (await assets(h, token, 'TZS'))?.domestic;
    const created = await topUp({ payType: 3, amount: '1500.50' });
    expect(created.code).toBe(200);
    await h.app.money.worker.runDue();
    const order = await detail(created.data.sn);
    expect(order.status).toBe(2);
    expect(order.failReason).toContain('whole shillings');
    expect((await assets(h, token, 'TZS'))?.domestic).toBe(before);
  });

  it('keeps Kenya as it was: Kenyan bank details, and no Tanzanian wallet', async () => {
    const bank = await topUp({ payType: 503, currencyId: 404, amount: '900' }, kenyan);
    expect(bank.data.instructions.bank).toMatchObject({
      bankName: 'Equity Bank Kenya',
      accountNumber: '0180299011223',
      branch: 'Upper Hill, Nairobi',
      swift: 'EQBLKENA',
    });
    const cash = await topUp({ payType: 504, currencyId: 404, amount: '900' }, kenyan);
    expect(cash.data.instructions.shops?.[0]?.name).toBe('PesaBridge Agent — Moi Avenue');
    const count = await orderCount();
    const wallet = await topUp({ payType: 7 }, kenyan);
    expect(wallet.code).toBe(-1008);
    expect(await orderCount()).toBe(count);
  });
});
