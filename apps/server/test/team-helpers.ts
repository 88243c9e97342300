import type { Harness } from './harness.ts';
import { loginByPhone, uniqueEmail, uniqueKenyanPhone } from './helpers.ts';

export interface Role {
  id: number;
  name: string;
  menus: string[];
  status: number;
}

export interface Member {
  id: number;
  userName: string;
  email: string;
  phonenumber: string;
  roleId: number | null;
  roleName: string;
  remark: string;
  status: number;
}

/** Adds a role as `token`'s account and returns its id. */
export async function addRole(
  h: Harness,
  token: string,
  menus: string[],
  name = 'Role',
): Promise<number> {
  const reply = await h.call<{ id: number }>(
    '/user/role/add',
    { name, menus, status: 0 },
    { token },
  );
  h.tick();
  if (reply.code !== 200) throw new Error(`role add failed: ${reply.code} ${reply.msg}`);
  return reply.data.id;
}

/** Adds an enabled member with a fresh Kenyan phone and email. */
export async function addMember(
  h: Harness,
  token: string,
  roleId: number,
  password = 'team123',
): Promise<{ id: number; national: string; email: string; password: string; body: object }> {
  const national = uniqueKenyanPhone();
  const email = uniqueEmail('member');
  const body = {
    userName: `member-${national}`,
    email,
    phonenumber: national,
    countryId: 254,
    roleId,
    remark: 'till operator',
    status: 0,
  };
  const reply = await h.call<{ id: number }>('/user/team/add', { ...body, password }, { token });
  h.tick();
  if (reply.code !== 200) throw new Error(`team add failed: ${reply.code} ${reply.msg}`);
  return { id: reply.data.id, national, email, password, body };
}

/** A member's session token; throws when the login is refused. */
export async function memberToken(h: Harness, national: string, password: string) {
  const reply = await loginByPhone(h, national, password);
  if (reply.code !== 200) throw new Error(`member login failed: ${reply.code} ${reply.msg}`);
  return reply.data;
}

export async function roles(h: Harness, token: string): Promise<Role[]> {
  const reply = await h.call('/user/role/list', { pageNum: 1, pageSize: 100 }, { token });
  h.tick();
  return reply.rows as Role[];
}

export async function members(h: Harness, token: string): Promise<Member[]> {
  const reply = await h.call('/user/team/list', { pageNum: 1, pageSize: 100 }, { token });
  h.tick();
  return reply.rows as Member[];
}
