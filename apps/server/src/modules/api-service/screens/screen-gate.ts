import type { Kysely } from 'kysely';
import { API_ORDER_KINDS, ApiAuditStatus, ErrorCode, type ApiOrderKind } from '@pesa/contract';
import type { RoutePermission } from '@pesa/domain';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { TeamService } from '../../team/team.service.ts';

type ApiName = Extract<RoutePermission, `HomeApi${string}`>;

/** Every SPEC §6 name of the API service; any one of them opens the dashboard. */
export const HOME_API_NAMES: readonly ApiName[] = [
  'HomeApiC2B',
  'HomeApiB2C',
  'HomeApiSuspenseTransactionRecord',
  'HomeApiSuspenseTopUp',
  'HomeApiSuspenseCashOut',
  'HomeApiSuspenseTransfer',
];

/**
 * Who may read which orders. Collections belong to the C2B screen and payouts to B2C. The
 * suspense kinds are the transaction record's, and also the screen that makes them: a member
 * allowed to top up the suspense account may see the top-ups (docs/api-service.md, Screens).
 */
export const KIND_READERS: Readonly<Record<ApiOrderKind, readonly ApiName[]>> = {
  collect: ['HomeApiC2B'],
  payout: ['HomeApiB2C'],
  transfer: ['HomeApiSuspenseTransactionRecord', 'HomeApiSuspenseTransfer'],
  recharge: ['HomeApiSuspenseTransactionRecord', 'HomeApiSuspenseTopUp'],
  cashOut: ['HomeApiSuspenseTransactionRecord', 'HomeApiSuspenseCashOut'],
};

/**
 * The gate of every /user/userApi screen call: the caller holds the call's permission name (a
 * main account holds them all; a member through its role, else 1000), and the main account's API
 * access is approved (else -1108). The permission is checked first, so a member without the name
 * learns nothing about the account's application.
 */
export class ScreenGate {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly team: TeamService,
  ) {}

  /** Holds at least one of `names`, and approved access. */
  async require(auth: AuthContext, names: readonly string[]): Promise<void> {
    await this.team.requireAny(auth, names);
    await this.requireApproved(auth.mainUserId);
  }

  async requireApproved(mainUserId: number): Promise<void> {
    const access = await this.db
      .selectFrom('api_access')
      .select('audit_status')
      .where('user_id', '=', mainUserId)
      .executeTakeFirst();
    if (access?.audit_status !== ApiAuditStatus.APPROVED)
      throw new AppError(ErrorCode.API_ACCESS_NOT_APPROVED);
  }

  /**
   * The kinds a list may show: the one asked for if the caller may read it (else 1000); with no
   * kind, every kind the caller may read, so a member sees only their screens' orders.
   */
  async readableKinds(auth: AuthContext, kind?: ApiOrderKind): Promise<ApiOrderKind[]> {
    const held = new Set(await this.team.permissionNames(auth.user));
    const readable = API_ORDER_KINDS.filter((k) => KIND_READERS[k].some((n) => held.has(n)));
    const kinds = kind ? readable.filter((k) => k === kind) : readable;
    if (kinds.length === 0) throw new AppError(ErrorCode.NO_PERMISSION);
    await this.requireApproved(auth.mainUserId);
    return kinds;
  }
}
