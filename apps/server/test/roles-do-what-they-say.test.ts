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

  it('refuses to save a role that grants recipient delete, in the caller’s language', async () => {
    const before = await roles(h, owner);
    const body = { name: 'Deleter', menus: ['AssetsPayee', 'Btn:payee:delete'], status: 0 };
    const added = await call<Fields>('/user/role/add', body, owner, 'zh_CN');
    expect(added.code).toBe(-1008);
    expect(added.data).toEqual([
      { field: 'menus.1', message: '删除收款人权限不能分配给角色：任何人都不能删除收款人' },
    ]);
    const id = await addRole(h, owner, ['AssetsPayee'], 'Clerk');
    const edited = await call<Fields>('/user/role/edit', { ...body, id }, owner);
    expect(edited.code).toBe(-1008);
    expect(edited.data[0]!.message).toMatch(/Deleting recipients cannot be given to a role/);
    const after = await roles(h, owner);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((r) => r.id === id)?.menus).toEqual(['AssetsPayee']);
  });

  it('refuses recipient delete to everyone: owner, wildcard, and a role saved before the rule', async () => {
    const added = await call<{ id: number }>('/payee/add', mpesaKe, owner);
    const id = added.data.id;
    const wildcard = await memberWith(['AssetsPayee', '*:*:*']);
    // A role stored before the rule still lists the name; it must grant nothing.
    const legacyRole = await addRole(h, owner, ['AssetsPayee'], 'Legacy');
    await h.app.db.kysely
      .updateTable('roles')
      .set({ menus: JSON.stringify(['AssetsPayee', 'Btn:payee:delete']) })
      .where('id', '=', legacyRole)
      .execute();
    const legacyMember = await addMember(h, owner, legacyRole);
    const legacy = await memberToken(h, legacyMember.national, legacyMember.password);
    for (const token of [owner, wildcard, legacy]) {
      const refused = await call(`/payee/delete/${id}`, {}, token, 'zh_CN');
      expect(refused).toMatchObject({ code: 1000, msg: '没有操作权限' });
    }
    expect((await call<string>('/user/team/menus', {}, legacy)).data).toBe('["AssetsPayee"]');
    const legacyListed = (await roles(h, owner)).find((r) => r.id === legacyRole);
    expect(legacyListed?.menus).toEqual(['AssetsPayee']);
    const detail = await call<{ name: string }>(`/payee/detail/${id}`, {}, owner);
    expect(detail.data.name).toBe('Wanjiru Kamau');
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
