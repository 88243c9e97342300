import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { addMember, addRole, memberToken, roles } from './team-helpers.ts';

type Asset = {
  currencyId: number;
  currencyCode: string;
  total: string | null;
  domestic: string | null;
  crossBorder: string | null;
  onHold: string | null;
};
type Fields = Array<{ field: string; message: string }>;

const mpesaKe = {
  countryId: 254,
  payType: 2,
  currencyId: 404,
  name: 'Wanjiru Kamau',
  type: 2,
  phone: '0712 345 678',
};

/** Issue 15 item 4: a role holds what it says, and a member sees only the balances it covers. */
describe.each(engines)('roles that do what they say on %s', (engine) => {
  let h: Harness;
  let owner: string;
  let ownerUserId: number;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const memberWith = async (menus: string[]) => {
    const m = await addMember(h, owner, await addRole(h, owner, menus));
    return memberToken(h, m.national, m.password);
  };

  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
    owner = (await registerByPhone(h)).token;
    ownerUserId = (await call<{ userId: number }>('/user/info', {}, owner)).data.userId;
    const now = new Date().toISOString();
    const wallet = (kind: string, currency: number, balance: string) => ({
      account_key: `user:${ownerUserId}:${kind}:${currency}`,
      owner_user_id: ownerUserId,
      kind,
      currency_id: currency,
      channel: null,
      balance,
      create_time: now,
    });
    await h.app.db.kysely
      .insertInto('ledger_accounts')
      .values([
        wallet('domestic', 404, '150050'),
        wallet('on_hold', 404, '2500'),
        wallet('cross_border', 840, '9900'),
      ])
      .execute();
  });
  afterAll(async () => {
    await h.close();
  });

  it('saves a role that grants recipient delete, as SPEC §2 lists the button', async () => {
    const body = { name: 'Deleter', menus: ['AssetsPayee', 'Btn:payee:delete'], status: 0 };
    const added = await call<{ id: number }>('/user/role/add', body, owner, 'zh_CN');
    expect(added.code).toBe(200);
    const listed = (await roles(h, owner)).find((r) => r.name === 'Deleter');
    expect(listed?.menus).toEqual(['AssetsPayee', 'Btn:payee:delete']);
    const bad = await call<Fields>('/user/role/add', { ...body, menus: [''] }, owner);
    expect(bad.code).toBe(-1008);
  });

  it('lets the owner, the wildcard and a role holding it delete recipients, and no one else', async () => {
    const add = async () => (await call<{ id: number }>('/payee/add', mpesaKe, owner)).data.id;
    const holder = await memberWith(['AssetsPayee', 'Btn:payee:delete']);
    const wildcard = await memberWith(['AssetsPayee', '*:*:*']);
    const clerk = await memberWith(['AssetsPayee', 'Btn:payee:add', 'Btn:payee:edit']);
    const kept = await add();
    const refused = await call(`/payee/delete/${kept}`, {}, clerk, 'zh_CN');
    expect(refused).toMatchObject({ code: 1000, msg: '没有操作权限' });
    expect((await call(`/payee/detail/${kept}`, {}, owner)).code).toBe(200);
    for (const token of [owner, wildcard, holder]) {
      const id = await add();
      expect((await call(`/payee/delete/${id}`, {}, token)).code).toBe(200);
      expect((await call(`/payee/detail/${id}`, {}, owner)).code).toBe(-1017);
    }
    expect((await call<string>('/user/team/menus', {}, holder)).data).toBe(
      '["AssetsPayee","Btn:payee:delete"]',
    );
  });

  it('gives the owner and an Assets role every balance', async () => {
    const full = [
      {
        currencyId: 404,
        currencyCode: 'KES',
        total: '1525.50',
        domestic: '1500.50',
        crossBorder: '0.00',
        onHold: '25.00',
      },
      {
        currencyId: 840,
        currencyCode: 'USD',
        total: '99.00',
        domestic: '0.00',
        crossBorder: '99.00',
        onHold: '0.00',
      },
    ];
    expect((await call<Asset[]>('/account/assets', {}, owner)).data).toEqual(full);
    const assets = await memberWith(['Assets']);
    expect((await call<Asset[]>('/account/assets', {}, assets)).data).toEqual(full);
  });

  it('gives a member without Assets only the wallet their role pays from', async () => {
    const domestic = await memberWith(['PspIndex', 'PspOrder']);
    const rows = (await call<Asset[]>('/account/assets', {}, domestic)).data;
    expect(rows.map((r) => [r.currencyCode, r.domestic, r.crossBorder, r.total, r.onHold])).toEqual(
      [
        ['KES', '1500.50', null, null, null],
        ['USD', '0.00', null, null, null],
      ],
    );
    const crossBorder = await memberWith(['MrpRechargeCobo']);
    const cbRows = (await call<Asset[]>('/account/assets', {}, crossBorder)).data;
    expect(cbRows.map((r) => [r.currencyCode, r.domestic, r.crossBorder, r.total])).toEqual([
      ['KES', null, '0.00', null],
      ['USD', null, '99.00', null],
    ]);
    // A cross-border top-up may move money in from the domestic wallet, so it sees that too.
    const funder = await memberWith(['MrpRecharge']);
    const fundRows = (await call<Asset[]>('/account/assets', {}, funder)).data;
    expect(fundRows.map((r) => [r.currencyCode, r.domestic, r.crossBorder, r.total])).toEqual([
      ['KES', '1500.50', '0.00', null],
      ['USD', '0.00', '99.00', null],
    ]);
  });

  it('gives a member whose role covers no wallet no balances at all', async () => {
    const viewer = await memberWith(['FxIndex', 'AssetsPayee', 'Btn:payee:add', '*:*:*']);
    const reply = await call<Asset[]>('/account/assets', {}, viewer);
    expect(reply).toMatchObject({ code: 200, data: [] });
  });
});
