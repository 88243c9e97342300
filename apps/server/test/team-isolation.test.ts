import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { loginByPhone, relaxedEnv } from './helpers.ts';
import { addMember, addRole, memberToken, members, roles } from './team-helpers.ts';

/** One main account can never read or change another main account's roles or members. */
describe.each(engines)('team isolation between main accounts on %s', (engine) => {
  let h: Harness;
  let a: { token: string };
  let b: { token: string; national: string; password: string; userId: number };
  let bRole: number;
  let bMember: Awaited<ReturnType<typeof addMember>>;
  let aRole: number;
  let aMember: Awaited<ReturnType<typeof addMember>>;
  let aDelegate: string;

  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
    a = await registerByPhone(h);
    const bAccount = await registerByPhone(h);
    const bInfo = await h.call<{ userId: number }>('/user/info', {}, { token: bAccount.token });
    b = { ...bAccount, userId: bInfo.data.userId };
    bRole = await addRole(h, b.token, ['PspIndex', 'SystemUserTeam'], 'B cashier');
    bMember = await addMember(h, b.token, bRole, 'bsecret');
    aRole = await addRole(h, a.token, ['SystemUserRole', 'SystemUserTeam'], 'A admin');
    aMember = await addMember(h, a.token, aRole, 'asecret');
    aDelegate = await memberToken(h, aMember.national, aMember.password);
  });
  afterAll(async () => {
    await h.close();
  });

  const snapshot = async () => ({
    bRoles: await roles(h, b.token),
    bMembers: await members(h, b.token),
    aMembers: await members(h, a.token),
  });

  it('lists only the own roles and members', async () => {
    expect((await roles(h, a.token)).map((r) => r.id)).not.toContain(bRole);
    expect((await members(h, a.token)).map((m) => m.id)).not.toContain(bMember.id);
    expect((await members(h, aDelegate)).map((m) => m.id)).toEqual([aMember.id]);
  });

  // Both the main account and its member holding every team permission are tried.
  it.each(['main', 'delegate'] as const)(
    'answers -1007 and changes nothing for every foreign id (%s)',
    async (who) => {
      const token = who === 'main' ? a.token : aDelegate;
      const before = await snapshot();
      const attempts: Array<[string, object]> = [
        ['/user/role/edit', { id: bRole, name: 'Hijacked', menus: ['Info'], status: 1 }],
        [`/user/role/delete/${bRole}`, {}],
        ['/user/team/edit', { ...bMember.body, id: bMember.id, userName: 'Hijacked', status: 1 }],
        ['/user/team/resetPwd', { id: bMember.id, password: 'stolen1' }],
        [`/user/team/delete/${bMember.id}`, {}],
        // B's main account is not a member of A either.
        ['/user/team/resetPwd', { id: b.userId, password: 'stolen1' }],
        [`/user/team/delete/${b.userId}`, {}],
        [
          '/user/team/edit',
          { ...bMember.body, phonenumber: '0712000301', email: undefined, id: b.userId },
        ],
        // A's own member cannot be given B's role, nor a new member be created with it.
        ...(who === 'main'
          ? [
              ['/user/team/edit', { ...aMember.body, id: aMember.id, roleId: bRole }] as [
                string,
                object,
              ],
            ]
          : []),
        [
          '/user/team/add',
          {
            ...aMember.body,
            phonenumber: '0712000302',
            email: undefined,
            roleId: bRole,
            password: 'team123',
          },
        ],
      ];
      for (const [path, body] of attempts) {
        const reply = await h.call(path, body, { token, lang: 'zh_CN' });
        expect({ path, code: reply.code, msg: reply.msg }).toEqual({
          path,
          code: -1007,
          msg: '数据不存在',
        });
        h.tick();
      }
      expect(await snapshot()).toEqual(before);
      expect((await members(h, a.token)).find((m) => m.id === aMember.id)?.roleId).toBe(aRole);
      // B's people still sign in with their old passwords, and B's member keeps its session.
      const bSession = await memberToken(h, bMember.national, bMember.password);
      expect((await h.call('/user/info', {}, { token: bSession })).code).toBe(200);
      expect((await loginByPhone(h, b.national, b.password)).code).toBe(200);
      expect((await loginByPhone(h, '0712000302', 'team123')).code).toBe(-1002);
    },
  );

  it('answers -1008 on junk ids and bodies, changing nothing', async () => {
    const before = await snapshot();
    const attempts: Array<[string, object]> = [
      ['/user/role/edit', { id: 'x', name: 'n', menus: [] }],
      ['/user/role/delete/0', {}],
      ['/user/team/delete/abc', {}],
      ['/user/team/resetPwd', { id: 0, password: '1' }],
      ['/user/team/edit', { id: aMember.id, userName: '', countryId: 254, roleId: aRole }],
      [
        '/user/team/add',
        { userName: 'x', countryId: 254, roleId: aRole, password: 'team123', status: 7 },
      ],
    ];
    for (const [path, body] of attempts) {
      const reply = await h.call(path, body, { token: a.token });
      expect({ path, code: reply.code }).toEqual({ path, code: -1008 });
      h.tick();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("B's member cannot reach A's roles or members either", async () => {
    const bSession = await memberToken(h, bMember.national, bMember.password);
    const before = await snapshot();
    const list = await h.call('/user/team/list', {}, { token: bSession });
    expect((list.rows as Array<{ id: number }>).map((m) => m.id)).toEqual([bMember.id]);
    const reset = await h.call(
      '/user/team/resetPwd',
      { id: aMember.id, password: 'stolen1' },
      { token: bSession },
    );
    expect(reset.code).toBe(-1007);
    h.tick();
    expect((await h.call(`/user/team/delete/${aMember.id}`, {}, { token: bSession })).code).toBe(
      -1007,
    );
    expect(await snapshot()).toEqual(before);
    expect((await h.call('/user/info', {}, { token: aDelegate })).code).toBe(200);
  });
});
