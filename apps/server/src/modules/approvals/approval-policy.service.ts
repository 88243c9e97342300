import { ErrorCode, type approvalPolicyBody } from '@pesa/contract';
import {
  APPROVE_PERMISSION,
  formatMinor,
  needsApproval,
  parseMajor,
  policyProblem,
  POLICY_OFF,
  type ApprovalPolicy,
} from '@pesa/domain';
import type { z } from 'zod';
import type { TtlCache } from '../../cache/ttl-cache.ts';
import type { Clock } from '../../clock.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { ApprovalsRepository } from './approvals.repository.ts';

/** The main account's approval policy (docs/permissions.md, "Approvals"). */
export class ApprovalPolicyService {
  constructor(
    private readonly repo: ApprovalsRepository,
    private readonly deps: {
      team: Pick<TeamService, 'holdersOf'>;
      reference: Pick<ReferenceService, 'currencyMap'>;
      oplog: OplogService;
      clock: Clock;
      /**
       * Every send asks for its account's policy, which changes rarely: kept per account, and
       * forgotten on every instance when one saves a policy (a shared TtlCache, docs/scaling.md).
       */
      cache: TtlCache;
    },
  ) {}

  policy(mainUserId: number): Promise<ApprovalPolicy & { updateTime: string | null }> {
    return this.deps.cache.get(String(mainUserId), () => this.read(mainUserId));
  }

  private async read(mainUserId: number): Promise<ApprovalPolicy & { updateTime: string | null }> {
    const row = await this.repo.policy(mainUserId);
    if (!row) return { ...POLICY_OFF, updateTime: null };
    const thresholds = JSON.parse(row.thresholds) as { currencyId: number; amountMinor: string }[];
    return {
      enabled: Number(row.enabled) === 1,
      approvalsRequired: Number(row.approvals_required) === 2 ? 2 : 1,
      thresholds: thresholds.map((t) => ({ ...t, amountMinor: BigInt(t.amountMinor) })),
      apiBatches: Number(row.api_batches) === 1,
      updateTime: row.update_time,
    };
  }

  /** How many approvals a payment needs; 0 when the policy does not cover it. */
  async required(mainUserId: number, currencyId: number, amountMinor: bigint): Promise<number> {
    const policy = await this.policy(mainUserId);
    return needsApproval(policy, currencyId, amountMinor) ? policy.approvalsRequired : 0;
  }

  /**
   * How many approvals a merchant API batch needs: 0 unless the policy covers API batches and the
   * batch's total amount in some currency is above that currency's threshold.
   */
  async requiredForApiBatch(
    mainUserId: number,
    totals: readonly { currencyId: number; amount: bigint }[],
  ): Promise<number> {
    const policy = await this.policy(mainUserId);
    if (!policy.apiBatches) return 0;
    const above = totals.some((t) => needsApproval(policy, t.currencyId, t.amount));
    return above ? policy.approvalsRequired : 0;
  }

  async view(mainUserId: number) {
    const [policy, currencies] = await Promise.all([
      this.policy(mainUserId),
      this.deps.reference.currencyMap(),
    ]);
    return {
      enabled: policy.enabled,
      approvalsRequired: policy.approvalsRequired,
      thresholds: policy.thresholds.map((t) => ({
        currencyId: t.currencyId,
        amount: formatMinor(t.amountMinor, currencies.get(t.currencyId)?.decimals ?? 2),
      })),
      apiBatches: policy.apiBatches ?? false,
      updateTime: policy.updateTime,
    };
  }

  /**
   * Only the main account sets the policy: it decides who may approve (through roles), so a
   * member cannot loosen the control that watches its own payments. A policy no one could
   * satisfy is refused with the reason, and nothing is saved.
   */
  async save(auth: AuthContext, ip: string, body: z.infer<typeof approvalPolicyBody>) {
    if (auth.user.parent_id !== 0)
      throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'approvalMainAccountOnly' });
    const currencies = await this.deps.reference.currencyMap();
    const thresholds = body.thresholds.map((t, i) => {
      const currency = currencies.get(t.currencyId);
      if (!currency) throw fieldError(`thresholds.${i}.currencyId`, 'invalid');
      const amountMinor = parseMajor(t.amount, currency.decimals);
      if (amountMinor === null) throw fieldError(`thresholds.${i}.amount`, 'amountRule');
      return { currencyId: t.currencyId, amountMinor };
    });
    // Absent, the switch keeps what is saved, so a client that predates it cannot turn it off.
    const apiBatches = body.apiBatches ?? (await this.policy(auth.mainUserId)).apiBatches ?? false;
    const policy: ApprovalPolicy = { ...body, thresholds, apiBatches };
    const people = await this.deps.team.holdersOf(auth.mainUserId, APPROVE_PERMISSION);
    const problem = policyProblem(policy, people.holders, people.everyone, auth.mainUserId);
    if (problem === 'apiBatchesNoApprover')
      throw fieldError('apiBatches', 'approvalApiBatchesNoApprover');
    if (problem === 'tooFewApprovers')
      throw fieldError('approvalsRequired', 'approvalTooFewApprovers');
    if (problem === 'noThresholds') throw fieldError('thresholds', 'approvalNoThresholds');
    if (problem === 'duplicateCurrency')
      throw fieldError('thresholds', 'approvalDuplicateCurrency');
    await this.repo.savePolicy({
      main_user_id: auth.mainUserId,
      enabled: body.enabled ? 1 : 0,
      approvals_required: body.approvalsRequired,
      api_batches: apiBatches ? 1 : 0,
      thresholds: JSON.stringify(
        thresholds.map((t) => ({
          currencyId: t.currencyId,
          amountMinor: t.amountMinor.toString(),
        })),
      ),
      update_user_id: auth.user.user_id,
      update_time: this.deps.clock.now().toISOString(),
    });
    // Before the reply: a send on any instance after it sees the new policy.
    await this.deps.cache.changed();
    await this.deps.oplog.record(
      { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip },
      body.enabled ? 'approvalPolicyOn' : 'approvalPolicyOff',
      { required: body.approvalsRequired },
    );
    return this.view(auth.mainUserId);
  }
}

function fieldError(
  field: string,
  key:
    | 'invalid'
    | 'amountRule'
    | 'approvalTooFewApprovers'
    | 'approvalNoThresholds'
    | 'approvalDuplicateCurrency'
    | 'approvalApiBatchesNoApprover',
) {
  return new AppError(ErrorCode.PARAMETER_ERROR, { fields: [{ field, key }] });
}
