import {
  ApiAuditStatus,
  COMPANY_USER_TYPE,
  ErrorCode,
  type ApiAuditStatusValue,
  type ApiMode,
  type UserApiInfo,
  type UserApiSecret,
  type ValidationMessageKey,
} from '@pesa/contract';
import { API_PERMISSION_PREFIX } from '@pesa/domain';
import type { z } from 'zod';
import type { userApiSaveBody } from '@pesa/contract';
import type { Clock } from '../../../clock.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { FundPasswordService } from '../../fund-password/fund-password.service.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import type { TeamService } from '../../team/team.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { ApiAccessRepository, ApiAccessRow } from './api-access.repository.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { parseAllowList } from './ip-allow-list.ts';
import { notifyUrlAllowed } from './notify-url.ts';

export type ApiApplicationInput = z.output<typeof userApiSaveBody>;

/**
 * The merchant's side of API access (docs/api-service.md, "Access"): apply or correct the
 * application, read its state and keys, read a secret, and reset a key pair. Only a company's main
 * account, or a member of it whose role holds a HomeApi permission, reaches any of it.
 */
export class ApiAccessService {
  constructor(
    private readonly repo: ApiAccessRepository,
    private readonly deps: {
      keys: ApiKeysRepository;
      fundPassword: Pick<FundPasswordService, 'verify'>;
      team: TeamService;
      users: UsersService;
      oplog: OplogService;
      clock: Clock;
      /** config.isProduction: plain-http notify URLs and private hosts are refused there. */
      production: boolean;
    },
  ) {}

  /**
   * Refuses (1000) anyone but a company's main account or its members holding a HomeApi name.
   * With `mainOnly`, members are refused too: resetting keys is the owner's act alone.
   */
  private async requireApplicant(auth: AuthContext, mainOnly = false): Promise<void> {
    const isMain = auth.user.parent_id === 0;
    const main = isMain ? auth.user : await this.deps.users.findById(auth.mainUserId);
    if (!main || main.user_type !== COMPANY_USER_TYPE) throw new AppError(ErrorCode.NO_PERMISSION);
    if (isMain) return;
    if (mainOnly) throw new AppError(ErrorCode.NO_PERMISSION);
    const names = await this.deps.team.permissionNames(auth.user);
    if (!names.some((name) => name.includes(API_PERMISSION_PREFIX)))
      throw new AppError(ErrorCode.NO_PERMISSION);
  }

  /** Applies, corrects a pending application, or resubmits a rejected one; -1019 once approved. */
  async save(auth: AuthContext, ip: string, input: ApiApplicationInput): Promise<UserApiInfo> {
    await this.requireApplicant(auth);
    const problems: Array<{ field: string; key: ValidationMessageKey }> = [];
    if (!notifyUrlAllowed(input.notifyUrl, this.deps.production))
      problems.push({ field: 'notifyUrl', key: 'notifyUrlRule' });
    const allowList = parseAllowList(input.ipWhitelist);
    if ('bad' in allowList) problems.push({ field: 'ipWhitelist', key: 'ipWhitelistRule' });
    if (problems.length > 0 || !('entries' in allowList))
      throw new AppError(ErrorCode.PARAMETER_ERROR, { fields: problems });
    const now = this.deps.clock.now().toISOString();
    const endpoints = { notify_url: input.notifyUrl, ip_whitelist: allowList.entries.join(', ') };
    const application = {
      company_name: input.companyName,
      description: input.description,
      monthly_volume: input.monthlyVolume,
      ...endpoints,
    };
    if (await this.repo.submit(auth.mainUserId, application, now)) {
      await this.deps.oplog.record(actor(auth, ip), 'apiApply', { company: input.companyName });
      return this.view(auth.mainUserId);
    }
    // Approved: the notify URL and allow-list are the merchant's to change (the main account
    // only, logged); the reviewed company details stay as the operator approved them.
    await this.requireApplicant(auth, true);
    if (!(await this.repo.updateEndpoints(auth.mainUserId, endpoints, now)))
      throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'apiAccessApproved' });
    await this.deps.oplog.record(actor(auth, ip), 'apiEndpoints', { url: input.notifyUrl });
    return this.view(auth.mainUserId);
  }

  async info(auth: AuthContext): Promise<UserApiInfo> {
    await this.requireApplicant(auth);
    return this.view(auth.mainUserId);
  }

  /**
   * A new pair for one mode; the old one is revoked in the same transaction, so it stops working
   * at once. Only while approved (-1108), and only by the main account.
   */
  async refresh(auth: AuthContext, ip: string, mode: ApiMode): Promise<UserApiInfo> {
    await this.requireApplicant(auth, true);
    const now = this.deps.clock.now().toISOString();
    const issued = await this.repo.transaction(async (trx) => {
      if ((await this.repo.statusIn(trx, auth.mainUserId)) !== ApiAuditStatus.APPROVED)
        return false;
      await this.deps.keys.issue(trx, auth.mainUserId, mode, now);
      return true;
    });
    if (!issued) throw new AppError(ErrorCode.API_ACCESS_NOT_APPROVED);
    await this.deps.oplog.record(actor(auth, ip), 'apiKeyRefresh', { mode });
    return this.view(auth.mainUserId);
  }

  /**
   * One mode's secret, for whoever may read the info, against the caller's own transaction
   * password (-1022 unset, -1023 wrong, with its lockout), and in the operation log. A secret
   * signs money calls in the merchant's name, so a session alone never reveals it.
   */
  async secret(
    auth: AuthContext,
    ip: string,
    input: { mode: ApiMode; fundPassword: string },
  ): Promise<UserApiSecret> {
    await this.requireApplicant(auth);
    const row = await this.repo.byUser(auth.mainUserId);
    const pair =
      row?.audit_status === ApiAuditStatus.APPROVED
        ? await this.deps.keys.activePair(auth.mainUserId, input.mode)
        : null;
    if (!pair) throw new AppError(ErrorCode.API_ACCESS_NOT_APPROVED);
    await this.deps.fundPassword.verify(auth.user, input.fundPassword);
    await this.deps.oplog.record(actor(auth, ip), 'apiSecretRead', { mode: input.mode });
    return { mode: input.mode, accessKey: pair.accessKey, accessSecret: pair.secret };
  }

  /** The application as its owner sees it; the access keys only while approved, never a secret. */
  private async view(mainUserId: number): Promise<UserApiInfo> {
    const row = await this.repo.byUser(mainUserId);
    if (!row) return emptyInfo();
    const approved = row.audit_status === ApiAuditStatus.APPROVED;
    const live = approved ? await this.deps.keys.activePair(mainUserId, 'live') : null;
    const test = approved ? await this.deps.keys.activePair(mainUserId, 'test') : null;
    return {
      ...applicationView(row),
      accessKey: live?.accessKey ?? null,
      testAccessKey: test?.accessKey ?? null,
    };
  }
}

function actor(auth: AuthContext, ip: string) {
  return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
}

function applicationView(row: ApiAccessRow) {
  return {
    auditStatus: row.audit_status as ApiAuditStatusValue,
    notifyUrl: row.notify_url,
    ipWhitelist: row.ip_whitelist,
    rejectReason: row.reject_reason,
    companyName: row.company_name,
    description: row.description,
    monthlyVolume: row.monthly_volume,
    createTime: row.create_time,
    auditTime: row.audit_time,
  };
}

function emptyInfo(): UserApiInfo {
  return {
    auditStatus: null,
    accessKey: null,
    notifyUrl: null,
    ipWhitelist: null,
    rejectReason: null,
    companyName: null,
    description: null,
    monthlyVolume: null,
    testAccessKey: null,
    createTime: null,
    auditTime: null,
  };
}
