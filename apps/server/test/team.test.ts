import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { e164Kenya, eventTypes, loginByPhone, relaxedEnv } from './helpers.ts';
import { addMember, addRole, memberToken, members, roles } from './team-helpers.ts';

describe.each(engines)('team roles and members on %s', (engine) => {
  let h: Harness;
  let main: { token: string; national: string };
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
    main = await registerByPhone(h);
  });
  afterAll(async () => {
    await h.close();
  });
  const token = () => main.token;

  it('adds, lists, edits and deletes roles, logging each change', async () => {
    const id = await addRole(h, token(), ['PspIndex', 'Btn:payee:add', 'PspIndex'], 'Cashier');
    await addRole(h, token(), ['FxIndex'], 'Treasury');
    expect((await roles(h, token())).find((r) => r.id === id)).toMatchObject({
      name: 'Cashier',
      menus: ['PspIndex', 'Btn:payee:add'],
      status: 0,
    });
    const filtered = await h.call('/user/role/list', { name: 'Treas' }, { token: token() });
    expect((filtered.rows as Array<{ name: string }>).map((r) => r.name)).toEqual(['Treasury']);
    const edit = { id, name: 'Head cashier', menus: ['PspOrder'], status: 0 };
    expect((await h.call('/user/role/edit', edit, { token: token() })).code).toBe(200);
    h.tick();
    expect((await roles(h, token())).find((r) => r.id === id)).toMatchObject({
      name: 'Head cashier',
      menus: ['PspOrder'],
    });
    expect((await h.call(`/user/role/delete/${id}`, {}, { token: token() })).code).toBe(200);
    h.tick();
    expect((await roles(h, token())).map((r) => r.id)).not.toContain(id);
    const again = await h.call(`/user/role/delete/${id}`, {}, { token: token(), lang: 'zh_CN' });
    expect(again).toMatchObject({ code: -1007, msg: '数据不存在' });
    const junk = await h.call('/user/role/add', { name: '', menus: 'all' }, { token: token() });
    expect(junk.code).toBe(-1008);
    expect((await eventTypes(h, token())).slice(0, 4)).toEqual([
      'roleDelete',
      'roleEdit',
      'roleAdd',
      'roleAdd',
    ]);
  });

  it('refuses the agent-only cash-in screen in a company’s role, in both languages', async () => {
    const company = await registerByPhone(h, { userType: 1 });
    const body = { name: 'Till', menus: ['PspIndex', 'AgentCashIn'], status: 0 };
    h.tick();
    const refused = await h.call('/user/role/add', body, { token: company.token });
    expect(refused.code).toBe(-1008);
    expect(JSON.stringify(refused.data)).toContain('menus');
    expect(JSON.stringify(refused.data)).toContain('agents only');
    h.tick();
    const zh = await h.call('/user/role/add', body, { token: company.token, lang: 'zh_CN' });
    expect(JSON.stringify(zh.data)).toContain('仅限代理商');
    expect(await roles(h, company.token)).toEqual([]);
    const id = await addRole(h, company.token, ['PspIndex'], 'Till');
    h.tick();
    const edit = await h.call('/user/role/edit', { ...body, id }, { token: company.token });
    expect(edit.code).toBe(-1008);
    expect((await roles(h, company.token)).find((r) => r.id === id)?.menus).toEqual(['PspIndex']);
    // An agent's own roles may hold it: its members work the counter.
    const agent = await registerByPhone(h, { userType: 3 });
    await addRole(h, agent.token, ['AgentCashIn'], 'Counter');
    expect((await roles(h, agent.token)).map((r) => r.menus)).toEqual([['AgentCashIn']]);
  });

  it('adds, lists, edits, resets and deletes members', async () => {
    const roleId = await addRole(h, token(), ['Info']);
    const m = await addMember(h, token(), roleId);
    const listed = (await members(h, token())).find((x) => x.id === m.id);
    expect(listed).toMatchObject({
      phonenumber: e164Kenya(m.national),
      email: m.email,
      roleId,
      roleName: 'Role',
      remark: 'till operator',
      status: 0,
    });
    const session = await memberToken(h, m.national, m.password);

    const edited = { ...m.body, id: m.id, userName: 'Wanjiru', remark: 'supervisor' };
    expect((await h.call('/user/team/edit', edited, { token: token() })).code).toBe(200);
    h.tick();
    expect((await members(h, token())).find((x) => x.id === m.id)).toMatchObject({
      userName: 'Wanjiru',
      remark: 'supervisor',
    });
    // Same role and enabled: the member stays signed in.
    expect((await h.call('/user/info', {}, { token: session })).code).toBe(200);

    const reset = { id: m.id, password: m.password };
    const same = await h.call('/user/team/resetPwd', reset, { token: token() });
    expect(same.code).toBe(-1008);
    h.tick();
    const ok = await h.call(
      '/user/team/resetPwd',
      { ...reset, password: 'fresh1' },
      { token: token() },
    );
    expect(ok.code).toBe(200);
    expect((await h.call('/user/info', {}, { token: session })).code).toBe(-1001);
    expect((await loginByPhone(h, m.national, m.password)).code).toBe(-1004);
    const second = await memberToken(h, m.national, 'fresh1');

    expect((await h.call(`/user/team/delete/${m.id}`, {}, { token: token() })).code).toBe(200);
    h.tick();
    expect((await h.call('/user/info', {}, { token: second })).code).toBe(-1001);
    expect((await loginByPhone(h, m.national, 'fresh1')).code).toBe(-1002);
    expect((await members(h, token())).map((x) => x.id)).not.toContain(m.id);
    expect((await h.call(`/user/team/delete/${m.id}`, {}, { token: token() })).code).toBe(-1007);
  });

  it('checks member input: contact, password length, duplicates, self, unknown role', async () => {
    const roleId = await addRole(h, token(), ['Info']);
    const base = { userName: 'Otieno', countryId: 254, roleId, password: 'team123', status: 0 };
    const noContact = await h.call('/user/team/add', base, { token: token() });
    expect(noContact.code).toBe(-1008);
    for (const password of ['12345', '1234567890123']) {
      const reply = await h.call(
        '/user/team/add',
        { ...base, phonenumber: '0712000201', password },
        { token: token(), lang: 'zh_CN' },
      );
      expect(reply.code).toBe(-1008);
      expect(reply.data).toEqual([{ field: 'password', message: '请输入6至12位字符' }]);
    }
    const taken = await h.call(
      '/user/team/add',
      { ...base, phonenumber: main.national },
      { token: token() },
    );
    expect(taken.code).toBe(-1003);
    const noRole = await h.call(
      '/user/team/add',
      { ...base, phonenumber: '0712000202', roleId: 999_999 },
      { token: token() },
    );
    expect(noRole.code).toBe(-1007);
    const me = await h.call<{ userId: number }>('/user/info', {}, { token: token() });
    const self = await h.call(
      '/user/team/resetPwd',
      { id: me.data.userId, password: 'whatever1' },
      { token: token() },
    );
    expect(self.code).toBe(-1010);
    expect((await loginByPhone(h, '0712000202', 'team123')).code).toBe(-1002);
  });

  it('refuses an edit that leaves a member no phone and no email, changing nothing', async () => {
    const m = await addMember(h, token(), await addRole(h, token(), ['Info']));
    const { phonenumber: _p, email: _e, ...rest } = m.body as Record<string, unknown>;
    const reply = await h.call('/user/team/edit', { ...rest, id: m.id }, { token: token() });
    expect(reply.code).toBe(-1008);
    expect((await members(h, token())).find((x) => x.id === m.id)).toMatchObject({
      phonenumber: e164Kenya(m.national),
      email: m.email,
    });
    expect((await loginByPhone(h, m.national, m.password)).code).toBe(200);
  });

  it('deleting a role ends the sessions of its members and stops their logins', async () => {
    const roleId = await addRole(h, token(), ['Info'], 'Gone');
    const m = await addMember(h, token(), roleId);
    const session = await memberToken(h, m.national, m.password);
    expect((await h.call(`/user/role/delete/${roleId}`, {}, { token: token() })).code).toBe(200);
    h.tick();
    expect((await h.call('/user/info', {}, { token: session })).code).toBe(-1001);
    expect((await loginByPhone(h, m.national, m.password)).code).toBe(1000);
    expect((await members(h, token())).find((x) => x.id === m.id)?.roleId).toBeNull();
  });

  it('a member logs in and reads only their role names; main reads its own', async () => {
    const names = ['PspIndex', 'Btn:payee:add'];
    const m = await addMember(h, token(), await addRole(h, token(), names));
    const session = await memberToken(h, m.national, m.password);
    const info = await h.call<{ parentId: number; permissions: string[] }>(
      '/user/info',
      {},
      { token: session },
    );
    const mainInfo = await h.call<{ userId: number }>('/user/info', {}, { token: token() });
    expect(info.data).toMatchObject({ parentId: mainInfo.data.userId, permissions: [] });
    const menus = await h.call<string>('/user/team/menus', {}, { token: session });
    expect(typeof menus.data).toBe('string');
    expect(JSON.parse(menus.data)).toEqual(names);
    const mainMenus = await h.call<string>('/user/team/menus', {}, { token: token() });
    expect(JSON.parse(mainMenus.data)).toEqual(
      expect.arrayContaining(['SystemUserRole', 'SystemUserTeam']),
    );
  });

  it('refuses team calls to a member without SystemUserTeam (1000)', async () => {
    const m = await addMember(h, token(), await addRole(h, token(), ['SystemUserRole']));
    const session = await memberToken(h, m.national, m.password);
    const list = await h.call('/user/team/list', {}, { token: session, lang: 'zh_CN' });
    expect(list).toMatchObject({ code: 1000, msg: '没有操作权限' });
    const before = (await members(h, token())).length;
    const add = await h.call(
      '/user/team/add',
      { ...m.body, phonenumber: '0712000203', email: undefined, password: 'team123' },
      { token: session },
    );
    expect(add.code).toBe(1000);
    expect(await members(h, token())).toHaveLength(before);
    expect((await h.call('/user/role/list', {}, { token: session })).code).toBe(200);
    const other = await addMember(h, token(), await addRole(h, token(), ['SystemUserTeam']));
    const teamSession = await memberToken(h, other.national, other.password);
    expect((await h.call('/user/team/list', {}, { token: teamSession })).code).toBe(200);
    expect((await h.call('/user/role/list', {}, { token: teamSession })).code).toBe(1000);
  });

  it('disabling a role or a member ends their sessions for good', async () => {
    const roleId = await addRole(h, token(), ['Info'], 'Temp');
    const m = await addMember(h, token(), roleId);
    const before = await memberToken(h, m.national, m.password);
    const role = { id: roleId, name: 'Temp', menus: ['Info'] };
    await h.call('/user/role/edit', { ...role, status: 1 }, { token: token() });
    h.tick();
    expect((await h.call('/user/info', {}, { token: before })).code).toBe(-1001);
    expect((await loginByPhone(h, m.national, m.password)).code).toBe(1000);
    await h.call('/user/role/edit', { ...role, status: 0 }, { token: token() });
    h.tick();
    // Re-enabling does not revive the old session: it was revoked, not merely refused.
    expect((await h.call('/user/info', {}, { token: before })).code).toBe(-1001);

    const live = await memberToken(h, m.national, m.password);
    const edit = { ...m.body, id: m.id };
    await h.call('/user/team/edit', { ...edit, status: 1 }, { token: token() });
    h.tick();
    expect((await h.call('/user/info', {}, { token: live })).code).toBe(-1001);
    expect((await loginByPhone(h, m.national, m.password)).code).toBe(1000);
    await h.call('/user/team/edit', { ...edit, status: 0 }, { token: token() });
    h.tick();
    expect((await h.call('/user/info', {}, { token: live })).code).toBe(-1001);
    expect((await loginByPhone(h, m.national, m.password)).code).toBe(200);
  });
});
