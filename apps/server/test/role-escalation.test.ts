import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness, type Reply } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import type { Fields } from './identity-helpers.ts';
import { approvedMerchant, type Merchant } from './open-api-helpers.ts';
import { addMember, addRole, memberToken, members, roles } from './team-helpers.ts';

/**
 * A member who manages roles or members acts only within its own reach (issue 30, item 3;
 * docs/permissions.md, "Who may change roles"). The escalation of the issue, step by step: a
 * member whose role holds only role administration tries to give itself the API service.
 */
describe.each(engines)('a member cannot grant itself more on %s', (engine) => {
  let h: Harness;
  let main: Merchant;
  /** The escalating member: its role holds only SystemUserRole. */
  let roleAdmin: { id: number; token: string; roleId: number };
  /** A main-account role holding the API service. */
  let apiRole: number;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const fieldsOf = (reply: Reply) => reply.data as Fields;
  const roleById = async (id: number) => (await roles(h, main.token)).find((r) => r.id === id);
  const member = async (menus: string[], name: string) => {
    const roleId = await addRole(h, main.token, menus, name);
    const added = await addMember(h, main.token, roleId);
    const token = await memberToken(h, added.national, added.password);
    return { ...added, token, roleId };
  };

  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
    main = await approvedMerchant(h);
    roleAdmin = await member(['SystemUserRole'], 'Role admin');
    apiRole = await addRole(h, main.token, ['HomeApiC2B', 'HomeApiB2C'], 'Integrations');
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses the member’s edit of its own role, even to add nothing', async () => {
    const own = { id: roleAdmin.roleId, name: 'Role admin', status: 0 };
    const escalate = await call(
      '/user/role/edit',
      { ...own, menus: ['SystemUserRole', 'HomeApiC2B'] },
      roleAdmin.token,
    );
    expect(escalate).toMatchObject({
      code: -1010,
      msg: 'You cannot change or delete your own role; ask the main account',
    });
    const zh = await call('/user/role/edit', { ...own, menus: [] }, roleAdmin.token, 'zh_CN');
    expect(zh).toMatchObject({ code: -1010, msg: '您不能修改或删除自己所属的角色，请联系主账号' });
    expect((await call(`/user/role/delete/${roleAdmin.roleId}`, {}, roleAdmin.token)).code).toBe(
      -1010,
    );
    expect(await roleById(roleAdmin.roleId)).toMatchObject({ menus: ['SystemUserRole'] });
    // Still signed in, and still without the API service or its secret.
    expect((await call('/user/userApi/info', {}, roleAdmin.token)).code).toBe(1000);
    const secret = await call('/user/userApi/secret', { fundPassword: '123456' }, roleAdmin.token);
    expect(secret.code).toBe(1000);
  });

  it('refuses a new role with a name the member lacks, or with role or team administration', async () => {
    const before = (await roles(h, main.token)).length;
    const add = (menus: string[], lang?: 'zh_CN') =>
      call('/user/role/add', { name: 'Escalation', menus, status: 0 }, roleAdmin.token, lang);

    const api = await add(['HomeApiC2B']);
    expect(api.code).toBe(-1008);
    expect(fieldsOf(api)).toEqual([
      {
        field: 'menus',
        message: 'You can only give a role permissions that your own role holds',
      },
    ]);
    expect((await add(['*:*:*'])).code).toBe(-1008);
    for (const name of ['SystemUserRole', 'SystemUserTeam']) {
      const admin = await add([name], 'zh_CN');
      expect(admin.code).toBe(-1008);
      expect(fieldsOf(admin)).toEqual([
        { field: 'menus', message: '只有主账号可以授予角色管理或团队管理权限' },
      ]);
    }
    expect(await roles(h, main.token)).toHaveLength(before);

    // Within its reach (here: nothing) it may still make a role, but not widen it afterwards.
    const empty = await add([]);
    expect(empty.code).toBe(200);
    const id = (empty.data as { id: number }).id;
    const widen = await call(
      '/user/role/edit',
      { id, name: 'Escalation', menus: ['HomeApiC2B'], status: 0 },
      roleAdmin.token,
    );
    expect(widen.code).toBe(-1008);
    expect(await roleById(id)).toMatchObject({ menus: [] });
  });

  it('refuses the member’s edit or delete of a role beyond its reach', async () => {
    const strip = { id: apiRole, name: 'Integrations', menus: [], status: 0 };
    const edit = await call('/user/role/edit', strip, roleAdmin.token);
    expect(edit).toMatchObject({
      code: 1000,
      msg: 'This role holds permissions you cannot give; only the main account can change it',
    });
    expect((await call(`/user/role/delete/${apiRole}`, {}, roleAdmin.token)).code).toBe(1000);
    expect(await roleById(apiRole)).toMatchObject({ menus: ['HomeApiC2B', 'HomeApiB2C'] });
  });

  it('refuses a team manager giving anyone, itself included, a role beyond its reach', async () => {
    const manager = await member(['SystemUserTeam', 'PspIndex'], 'Team admin');
    const cashierRole = await addRole(h, main.token, ['PspIndex'], 'Cashier');
    const before = await members(h, main.token);

    const person = await addMember(h, main.token, cashierRole);
    const body = { ...person.body, id: person.id };
    for (const roleId of [apiRole, roleAdmin.roleId, manager.roleId]) {
      const assign = await call('/user/team/edit', { ...body, roleId }, manager.token);
      expect(assign.code).toBe(-1008);
      expect(fieldsOf(assign)).toEqual([
        {
          field: 'roleId',
          message:
            'You can only assign a role whose permissions you hold yourself, without role or team management',
        },
      ]);
      const fresh = {
        ...person.body,
        phonenumber: undefined,
        email: `fresh.${roleId}@example.com`,
        roleId,
        password: 'team123',
      };
      expect((await call('/user/team/add', fresh, manager.token)).code).toBe(-1008);
    }
    const selfBody = { ...manager.body, id: manager.id, roleId: apiRole };
    expect((await call('/user/team/edit', selfBody, manager.token)).code).toBe(-1010);
    // Within its reach it still works.
    expect((await call('/user/team/edit', { ...body, remark: 'ok' }, manager.token)).code).toBe(
      200,
    );

    // A member with more reach is not the manager's to reset or remove: a reset password would
    // let it sign in with that member's rights.
    const reset = await call(
      '/user/team/resetPwd',
      { id: roleAdmin.id, password: 'taken1' },
      manager.token,
    );
    expect(reset).toMatchObject({
      code: 1000,
      msg: 'This team member’s role holds permissions you cannot give; only the main account can manage them',
    });
    expect((await call(`/user/team/delete/${roleAdmin.id}`, {}, manager.token)).code).toBe(1000);
    const after = await members(h, main.token);
    expect(after.find((m) => m.id === roleAdmin.id)).toMatchObject({ roleId: roleAdmin.roleId });
    expect(after.find((m) => m.id === person.id)).toMatchObject({ roleId: cashierRole });
    expect(after.find((m) => m.id === manager.id)).toMatchObject({ roleId: manager.roleId });
    expect(after).toHaveLength(before.length + 1);
  });

  it('ends the sessions of a role’s members when its names change, so a grant or revoke holds at once', async () => {
    const integrator = await member(['Info'], 'Integrator');
    const role = { id: integrator.roleId, name: 'Integrator', status: 0 };
    // A rename alone changes no right and keeps the session.
    await call('/user/role/edit', { ...role, name: 'Integrators', menus: ['Info'] }, main.token);
    expect((await call('/user/info', {}, integrator.token)).code).toBe(200);

    const grant = await call('/user/role/edit', { ...role, menus: ['HomeApiC2B'] }, main.token);
    expect(grant.code).toBe(200);
    expect((await call('/user/userApi/info', {}, integrator.token)).code).toBe(-1001);
    const granted = await memberToken(h, integrator.national, integrator.password);
    expect((await call('/user/userApi/info', {}, granted)).code).toBe(200);

    await call('/user/role/edit', { ...role, menus: ['Info'] }, main.token);
    expect((await call('/user/userApi/info', {}, granted)).code).toBe(-1001);
    const revoked = await memberToken(h, integrator.national, integrator.password);
    expect((await call('/user/userApi/info', {}, revoked)).code).toBe(1000);
  });
});
