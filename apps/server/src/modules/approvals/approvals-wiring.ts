import type { Kysely, Transaction } from 'kysely';
import { APPROVE_PERMISSION } from '@pesa/domain';
import type { TtlCache } from '../../cache/ttl-cache.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import type { FundPasswordService } from '../fund-password/fund-password.service.ts';
import type { NotificationEvent } from '../notifications/notifications.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { ApprovedSends, SendApprovals } from '../orders/orders.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { ApprovalNotices } from './approval-notices.ts';
import { ApprovalPolicyService } from './approval-policy.service.ts';
import { ApprovalsRepository } from './approvals.repository.ts';
import { APPROVAL_EXPIRE_JOB, APPROVAL_NOTIFY_JOB, ApprovalsService } from './approvals.service.ts';
import { orderSubject } from './order-subject.ts';
import type { ApprovalSubject } from './approval-subject.ts';

const DAY_MS = 86_400_000;

/** Wires the approvals (docs/permissions.md, "Approvals") into the money services. */
export function createApprovals(deps: {
  db: Kysely<Database>;
  jobs: JobQueue;
  worker: JobWorker;
  batcher: TransactionBatcher;
  /** Moves the sends whose approval is decided (built in the composition root). */
  sends: ApprovedSends;
  /** A bulk file as a waiting payment (modules/batches/batch-approval.ts). */
  batch?: ApprovalSubject;
  fundPassword: FundPasswordService;
  team: TeamService;
  users: UsersService;
  reference: ReferenceService;
  /** The notification centre (modules/notifications), outside any transaction. */
  notify: (event: NotificationEvent) => Promise<void>;
  oplog: OplogService;
  expiryDays: number;
  clock: Clock;
  /** The accounts' policies (a shared cache on PostgreSQL: ApprovalPolicyService). */
  policyCache: TtlCache;
  log: { warn(obj: unknown, msg: string): void };
}) {
  const repo = new ApprovalsRepository(deps.db);
  const enqueue = (trx: Transaction<Database>, type: string, payload: unknown, delayMs?: number) =>
    deps.jobs.enqueue(type, payload, { db: trx, delayMs });
  const policy = new ApprovalPolicyService(repo, {
    team: deps.team,
    reference: deps.reference,
    oplog: deps.oplog,
    clock: deps.clock,
    cache: deps.policyCache,
  });
  const service = new ApprovalsService(repo, {
    policy,
    subjects: {
      order: orderSubject(deps.sends, async (mainUserId, sns) =>
        deps.sends.describe(await deps.reference.currencyMap(), mainUserId, sns),
      ),
      ...(deps.batch && { batch: deps.batch }),
    },
    mayApprove: (auth) => deps.team.holds(auth.user, APPROVE_PERMISSION),
    userNames: async (ids) => {
      const users = await Promise.all(ids.map((id) => deps.users.findById(id)));
      return new Map(
        users.flatMap((u) =>
          u ? [[u.user_id, u.nick_name || u.user_name || u.account_no || '']] : [],
        ),
      );
    },
    fundPassword: deps.fundPassword,
    batcher: deps.batcher,
    oplog: deps.oplog,
    enqueue,
    expiryMs: deps.expiryDays * DAY_MS,
    clock: deps.clock,
  });
  const notices = new ApprovalNotices(repo, {
    notify: deps.notify,
    holders: (mainUserId, name) => deps.team.holdersOf(mainUserId, name),
  });
  deps.worker.on(APPROVAL_EXPIRE_JOB, (payload) =>
    service.expire((payload as { approvalId: number }).approvalId),
  );
  deps.worker.on(APPROVAL_NOTIFY_JOB, (payload) =>
    notices.send((payload as { approvalId: number }).approvalId),
  );
  const forSends: SendApprovals = {
    required: (mainUserId, currencyId, amount) => policy.required(mainUserId, currencyId, amount),
    open: (trx, order, required, thenStatus, now) =>
      service.open(
        trx,
        'order',
        { mainUserId: order.main_user_id, id: order.sn, makerUserId: order.user_id },
        required,
        thenStatus,
        now,
      ),
    closed: (trx, order, status, now) => service.closed(trx, order, status, now),
  };
  return { policy, service, forSends };
}

export type Approvals = ReturnType<typeof createApprovals>;
