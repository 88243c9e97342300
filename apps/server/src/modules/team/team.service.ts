import { ErrorCode } from '@pesa/contract';
import {
  buildPermissionView,
  isPermissionForUserType,
  WILDCARD_PERMISSION,
  type Grantor,
} from '@pesa/domain';
import { TtlCache } from '../../cache/ttl-cache.ts';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  effectiveNames,
  requireAssignable,
  requireGrants,
  requireMemberInReach,
  requireRoleChange,
} from './role-reach.ts';
import { TeamRepository } from './team.repository.ts';

export interface MemberInput {
  userName: string;
  email?: string;
  phone: string | null;
  countryId: number;
  roleId: number;
  remark?: string;
  status: number;
}

/** Roles, team members and the permission names that gate every call a member makes (SPEC §6). */
export class TeamService {
  constructor(
    private readonly repo: TeamRepository,
    private readonly deps: {
      users: UsersService;
      sessions: SessionService;
      reference: ReferenceService;
      oplog: OplogService;
      hasher: PasswordHasher;
      clock: Clock;
    },
  ) {
    this.mainAccountNames = new TtlCache(deps.clock);
  }

  private readonly mainAccountNames: TtlCache;

  /** The names a user holds: a main account's from the SPEC §6 rules, a member's from the role. */
  async permissionNames(user: UserRow): Promise<string[]> {
    if (user.parent_id !== 0) {
      const role = user.role_id ? await this.repo.roleById(user.role_id) : undefined;
      // A member has its main account's user type: names kept from another type are not held.
      return role && role.status === 0 ? effectiveNames(role.menus, user.user_type) : [];
    }
    // Every call a user makes checks these names, and for a main account they follow from its
    // country and service flags alone, so they are worked out once per combination.
    return this.mainAccountNames.get(
      `${user.country_id}:${user.psp_flag}:${user.mrp_flag}:${user.user_type}`,
      async () => {
        const channelTypeList = await this.deps.reference.channelTypes(user.country_id);
        const view = buildPermissionView({
          parentId: 0,
          pspFlag: user.psp_flag,
          mrpFlag: user.mrp_flag,
          channelTypeList,
          userType: user.user_type,
        });
        return [...view.routes.map((r) => r.name), ...view.buttons];
      },
    );
  }

  /** SPEC §6: the login info of a team member carries an empty list; the menus call supplies it. */
  async loginPermissions(user: UserRow): Promise<string[]> {
    return user.parent_id === 0 ? this.permissionNames(user) : [];
  }

  /** Refuses (code 1000) a call the user's permission names do not cover. */
  async require(auth: AuthContext, name: string): Promise<void> {
    const names = await this.permissionNames(auth.user);
    const wildcard = name.startsWith('Btn:') && names.includes(WILDCARD_PERMISSION);
    if (!names.includes(name) && !wildcard) throw new AppError(ErrorCode.NO_PERMISSION);
  }

  /** Whether the user holds a button name, given directly or through the wildcard. */
  async holds(user: UserRow, name: string): Promise<boolean> {
    const names = await this.permissionNames(user);
    return names.includes(name) || (name.startsWith('Btn:') && names.includes(WILDCARD_PERMISSION));
  }

  /**
   * The people of an account who hold a button name (the main account through its own rules,
   * enabled members through their roles), and everyone enabled: the approvers and possible makers
   * an approval policy is judged against (docs/permissions.md, "Approvals").
   */
  async holdersOf(mainUserId: number, name: string) {
    const main = await this.deps.users.findById(mainUserId);
    const enabled = [
      ...(main ? [main] : []),
      ...(await this.repo.members(mainUserId)).filter((m) => m.status === 0),
    ];
    const held = await Promise.all(enabled.map((user) => this.holds(user, name)));
    return {
      holders: enabled.filter((_, i) => held[i]).map((u) => u.user_id),
      everyone: enabled.map((u) => u.user_id),
    };
  }

  /** Refuses (code 1000) unless the user holds at least one of the names. */
  async requireAny(auth: AuthContext, names: readonly string[]): Promise<void> {
    const held = await this.permissionNames(auth.user);
    if (!names.some((name) => held.includes(name))) throw new AppError(ErrorCode.NO_PERMISSION);
  }

  private now() {
    return this.deps.clock.now().toISOString();
  }

  private actor(auth: AuthContext, ip: string) {
    return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
  }

  /** The caller as the giver of names (docs/permissions.md, "Who may change roles"). */
  private async grantor(auth: AuthContext): Promise<Grantor> {
    return {
      isMainAccount: auth.user.parent_id === 0,
      held: await this.permissionNames(auth.user),
      roleId: auth.user.role_id,
    };
  }

  /** The names a role of the caller's account gives (none for no role), enabled or not. */
  private async namesOfRole(auth: AuthContext, roleId: number | null): Promise<string[]> {
    const role = roleId ? await this.repo.role(auth.mainUserId, roleId) : undefined;
    return role ? effectiveNames(role.menus, auth.user.user_type) : [];
  }

  /**
   * Refuses (-1008 on `menus`) a role holding a screen the account's user type may not have: the
   * agent's cash-in in a company's or individual's role (docs/permissions.md).
   */
  private async requireMenusForAccount(auth: AuthContext, menus: string[]) {
    const main = await this.deps.users.mainAccountOf(auth.user);
    if (menus.some((name) => !isPermissionForUserType(name, main.user_type)))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'menus', key: 'permissionForAgents' }],
      });
  }

  async addRole(
    auth: AuthContext,
    ip: string,
    input: { name: string; menus: string[]; status: number },
  ) {
    await this.requireMenusForAccount(auth, input.menus);
    requireGrants(await this.grantor(auth), input.menus);
    const id = await this.repo.insertRole({
      main_user_id: auth.mainUserId,
      name: input.name,
      menus: JSON.stringify([...new Set(input.menus)]),
      status: input.status,
      create_time: this.now(),
    });
    await this.deps.oplog.record(this.actor(auth, ip), 'roleAdd', { name: input.name });
    return id;
  }

  /**
   * Disabling a role, or any change to the names it gives, ends its members' sessions at once:
   * a grant or a revoke holds from the member's next call, with the menus read afresh.
   */
  async editRole(
    auth: AuthContext,
    ip: string,
    input: { id: number; name: string; menus: string[]; status: number },
  ) {
    const role = await this.requireRole(auth.mainUserId, input.id);
    const grantor = await this.grantor(auth);
    const before = effectiveNames(role.menus, auth.user.user_type);
    requireRoleChange(grantor, { id: input.id, names: before });
    await this.requireMenusForAccount(auth, input.menus);
    requireGrants(grantor, input.menus);
    const menus = [...new Set(input.menus)];
    await this.repo.updateRole(auth.mainUserId, input.id, {
      name: input.name,
      menus: JSON.stringify(menus),
      status: input.status,
      update_time: this.now(),
    });
    const namesChanged =
      before.length !== menus.length || before.some((name) => !menus.includes(name));
    if (input.status !== 0 || input.status !== role.status || namesChanged)
      await this.endSessionsOfRole(auth.mainUserId, input.id);
    await this.deps.oplog.record(this.actor(auth, ip), 'roleEdit', { name: input.name });
  }

  async deleteRole(auth: AuthContext, ip: string, id: number) {
    const role = await this.requireRole(auth.mainUserId, id);
    requireRoleChange(await this.grantor(auth), {
      id,
      names: effectiveNames(role.menus, auth.user.user_type),
    });
    await this.endSessionsOfRole(auth.mainUserId, id);
    await this.repo.deleteRole(auth.mainUserId, id);
    await this.deps.oplog.record(this.actor(auth, ip), 'roleDelete', { name: role.name });
  }

  async rolesPage(auth: AuthContext, pageNum: number, pageSize: number, name?: string) {
    const { rows, total } = await this.repo.rolesPage(auth.mainUserId, pageNum, pageSize, name);
    return {
      total,
      rows: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        menus: JSON.parse(r.menus) as string[],
        status: r.status,
        createTime: r.create_time,
      })),
    };
  }

  private async requireRole(mainUserId: number, id: number) {
    const role = await this.repo.role(mainUserId, id);
    if (!role) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return role;
  }

  private async endSessionsOfRole(mainUserId: number, roleId: number) {
    const members = await this.repo.memberIdsWithRole(mainUserId, roleId);
    await this.deps.sessions.revokeAllForUsers(members.map((m) => Number(m.user_id)));
  }

  async addMember(auth: AuthContext, ip: string, input: MemberInput & { password: string }) {
    requireContact(input);
    await this.deps.reference.requireCountry(input.countryId);
    const role = await this.requireRole(auth.mainUserId, input.roleId);
    requireAssignable(await this.grantor(auth), effectiveNames(role.menus, auth.user.user_type));
    const main = await this.deps.users.mainAccountOf(auth.user);
    const now = this.now();
    const id = await this.deps.users.create({
      parent_id: auth.mainUserId,
      user_type: main.user_type,
      country_id: input.countryId,
      phone: input.phone,
      email: input.email ?? null,
      nick_name: null,
      user_name: input.userName,
      avatar: null,
      sex: null,
      remark: input.remark ?? null,
      password_hash: await this.deps.hasher.hash(input.password),
      fund_password_hash: null,
      audit_status: '-1',
      psp_flag: 0,
      mrp_flag: 0,
      status: input.status,
      role_id: input.roleId,
      language: main.language,
      create_time: now,
      update_time: now,
    });
    if (id === null) throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    await this.deps.oplog.record(this.actor(auth, ip), 'teamAdd', { name: input.userName });
    return id;
  }

  async editMember(auth: AuthContext, ip: string, input: MemberInput & { id: number }) {
    const member = await this.requireMember(auth, input.id);
    requireContact(input);
    const role = await this.requireRole(auth.mainUserId, input.roleId);
    // After the lookups, so another account's ids answer as unknown ones (foreign-ids.test.ts).
    const grantor = await this.grantor(auth);
    requireMemberInReach(grantor, await this.namesOfRole(auth, member.role_id));
    requireAssignable(grantor, effectiveNames(role.menus, auth.user.user_type));
    await this.deps.reference.requireCountry(input.countryId);
    const phoneOwner = input.phone ? await this.deps.users.findByPhone(input.phone) : undefined;
    const emailOwner = input.email ? await this.deps.users.findByEmail(input.email) : undefined;
    if (
      (phoneOwner && phoneOwner.user_id !== member.user_id) ||
      (emailOwner && emailOwner.user_id !== member.user_id)
    ) {
      throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    }
    await this.deps.users.update(member.user_id, {
      user_name: input.userName,
      email: input.email ?? null,
      phone: input.phone,
      country_id: input.countryId,
      role_id: input.roleId,
      remark: input.remark ?? null,
      status: input.status,
      update_time: this.now(),
    });
    if (input.status !== 0 || input.roleId !== member.role_id)
      await this.deps.sessions.revokeAllForUsers([member.user_id]);
    await this.deps.oplog.record(this.actor(auth, ip), 'teamEdit', { name: input.userName });
  }

  /** SPEC §5: the new password must differ from the old one. */
  async resetMemberPassword(auth: AuthContext, ip: string, id: number, password: string) {
    const member = await this.requireMember(auth, id);
    requireMemberInReach(await this.grantor(auth), await this.namesOfRole(auth, member.role_id));
    if (await this.deps.hasher.verify(password, member.password_hash)) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'password', key: 'samePassword' }],
      });
    }
    await this.deps.users.update(member.user_id, {
      password_hash: await this.deps.hasher.hash(password),
      update_time: this.now(),
    });
    await this.deps.sessions.revokeAllForUsers([member.user_id]);
    await this.deps.oplog.record(this.actor(auth, ip), 'teamResetPwd', {
      name: member.user_name ?? member.user_id,
    });
  }

  async deleteMember(auth: AuthContext, ip: string, id: number) {
    const member = await this.requireMember(auth, id);
    requireMemberInReach(await this.grantor(auth), await this.namesOfRole(auth, member.role_id));
    await this.repo.deleteMember(auth.mainUserId, member.user_id);
    await this.deps.oplog.record(this.actor(auth, ip), 'teamDelete', {
      name: member.user_name ?? member.user_id,
    });
  }

  async membersPage(auth: AuthContext, pageNum: number, pageSize: number, userName?: string) {
    const { rows, total } = await this.repo.membersPage(
      auth.mainUserId,
      pageNum,
      pageSize,
      userName,
    );
    return {
      total,
      rows: rows.map((r) => ({
        id: Number(r.user_id),
        userName: r.user_name ?? '',
        email: r.email ?? '',
        phonenumber: r.phone ?? '',
        countryId: r.country_id,
        roleId: r.role_id,
        roleName: r.role_name ?? '',
        remark: r.remark ?? '',
        status: r.status,
        createTime: r.create_time,
      })),
    };
  }

  /** -1010 when a user targets themself; -1007 for anything outside their main account. */
  private async requireMember(auth: AuthContext, id: number) {
    if (id === auth.user.user_id) throw new AppError(ErrorCode.CANNOT_BE_SELF);
    const member = await this.repo.member(auth.mainUserId, id);
    if (!member) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return member;
  }
}

/** A member signs in by phone or email, so every member keeps at least one of them. */
function requireContact(input: MemberInput): void {
  if (!input.phone && !input.email) {
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'phonenumber', key: 'required' }],
    });
  }
}
