import { createHash } from 'node:crypto';
import { ErrorCode, openPayoutBody, type openBatchBody, type OpenBatchReply } from '@pesa/contract';
import { ApprovalStatus, batchTotals } from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import type { Lang } from '../../../i18n/language.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { isUniqueViolation } from '../../orders/orders.service.ts';
import {
  canonicalJson,
  newApiSn,
  requestHash,
  type ApiCaller,
} from '../orders/api-order-request.ts';
import type { ApiPayoutService } from '../orders/payout.service.ts';
import type { ApiBatch, ApiBatchesRepository, NewApiBatchItem } from './api-batches.repository.ts';
import { businessError, repeatedInBatch, schemaError, type ItemError } from './batch-errors.ts';
import type { BatchJobs } from './batch-jobs.ts';
import type { ApiBatchMoney, HeldShare } from './batch-approval.ts';

type PayoutInput = z.infer<typeof openPayoutBody>;

/** What intake needs of the payees' name check: its uncounted grade (PayeeCheckService.grade). */
export type ItemNameCheck = (query: {
  payType: number;
  currencyId: number;
  number: string;
  typedName: string;
  sandbox: boolean;
}) => Promise<{ result: string; registeredName?: string }>;

/** The part of the approvals (modules/approvals) a held API batch waits through. */
export interface ApiBatchApprovals {
  /** Approvals the batch needs under the merchant's policy (0: none, its items are paid at once). */
  requiredForApiBatch(
    mainUserId: number,
    totals: readonly { currencyId: number; amount: bigint }[],
  ): Promise<number>;
  open(
    trx: Transaction<Database>,
    subject: { mainUserId: number; id: string; makerUserId: number },
    required: number,
    now: string,
  ): Promise<void>;
}

export interface BatchIntakeDeps {
  repo: ApiBatchesRepository;
  approvals: ApiBatchApprovals;
  money: ApiBatchMoney;
  payout: Pick<ApiPayoutService, 'priced'>;
  nameCheck: ItemNameCheck;
  batcher: TransactionBatcher;
  jobs: BatchJobs;
  clock: Clock;
}

type Price = { amount: bigint; fee: bigint };
/** A checked item and, when accepted, its price: its share should the batch be held. */
type PricedItem = NewApiBatchItem & { share?: HeldShare };

const sharesOf = (items: PricedItem[]) => items.flatMap((item) => item.share ?? []);
const unheld = (item: PricedItem): PricedItem => ({ ...item, share: undefined });

/** What tells a repeat of a batch call from another batch reusing its merchantBatchNo. */
function batchHash(body: z.infer<typeof openBatchBody>): string {
  return createHash('sha256')
    .update(canonicalJson({ kind: 'batch', body }))
    .digest('hex');
}

/**
 * POST /open/v1/b2c/batch: checks every item at once and answers at once; the accepted items are
 * paid in the background, one job per item (batch-item-payer.ts). The batch, its items, the
 * signed call's nonce and the item jobs are written in one transaction. Idempotent per
 * merchantBatchNo: the same body again answers the original answer, another body is -1107; of
 * concurrent duplicates the unique index lets one insert, and the others answer with its batch.
 */
export class BatchIntakeService {
  constructor(private readonly deps: BatchIntakeDeps) {}

  async submit(
    caller: ApiCaller,
    body: z.infer<typeof openBatchBody>,
    lang: Lang,
  ): Promise<OpenBatchReply> {
    const hash = batchHash(body);
    const earlier = await this.earlier(caller, body.merchantBatchNo, hash);
    if (earlier) return this.repeat(caller, earlier, lang);
    const { items, required } = await this.held(caller, await this.checked(caller, body.items));
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const accepted = items.filter((item) => item.status === 'queued').length;
    try {
      const batchSn = `B${newApiSn(now)}`;
      await this.deps.batcher.run(async (trx) => {
        await caller.nonce?.claimIn(trx);
        const { batchId, queuedIds } = await this.deps.repo.insert(
          trx,
          {
            batch_sn: batchSn,
            main_user_id: caller.userId,
            api_mode: caller.mode,
            merchant_batch_no: body.merchantBatchNo,
            request_hash: hash,
            item_count: items.length,
            accepted_count: accepted,
            create_time: at,
            completed_time: null,
            approval_status: required > 0 ? ApprovalStatus.AWAITING : null,
          },
          items.map(({ share: _share, ...item }) => item),
        );
        if (required === 0) return this.enqueue(trx, batchId, queuedIds);
        // Above the policy's threshold: held, and waiting; nothing is queued until approval.
        const batch = { batch_sn: batchSn, api_mode: caller.mode, main_user_id: caller.userId };
        await this.deps.money.hold(trx, batch, sharesOf(items), at);
        const subject = { mainUserId: caller.userId, id: batchSn, makerUserId: caller.userId };
        await this.deps.approvals.open(trx, subject, required, at);
      });
      caller.nonce?.committed();
      return {
        batchSn,
        merchantBatchNo: body.merchantBatchNo,
        accepted,
        rejected: rejections(items, lang),
      };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.earlier(caller, body.merchantBatchNo, hash);
      // Not the batch number's index: our batchSn clashed, which the caller may retry.
      if (!winner) throw new AppError(ErrorCode.REPEATED_REQUEST);
      return this.repeat(caller, winner, lang);
    }
  }

  /**
   * Whether the batch waits for approval (docs/api-service.md, "Approvals of API batches"): the
   * accepted items' total amount per currency against the policy. A held batch's items keep their
   * share (amount and fee), which each hands back when it becomes an order.
   */
  private async held(caller: ApiCaller, items: PricedItem[]) {
    const shares = sharesOf(items);
    const totals = batchTotals(shares);
    const required = await this.deps.approvals.requiredForApiBatch(caller.userId, totals);
    if (required === 0) return { items: items.map(unheld), required };
    return {
      items: items.map((item) =>
        item.share
          ? { ...item, held_amount: String(item.share.amount), held_fee: String(item.share.fee) }
          : item,
      ),
      required,
    };
  }

  private async enqueue(trx: Transaction<Database>, batchId: number, queuedIds: number[]) {
    await this.deps.jobs.payItems(trx, queuedIds);
    await this.deps.jobs.sweep(trx, batchId, queuedIds.length === 0 ? 'now' : 'first');
  }

  /**
   * Every item through the payout's schema and its checks before money, then the numbers: a
   * merchantOrderNo used by an earlier item, or by an order of another request, is rejected; one
   * whose order is this very request (a single payout sent before) is accepted and will find it.
   */
  private async checked(caller: ApiCaller, raw: unknown[]): Promise<PricedItem[]> {
    const at = this.deps.clock.now().toISOString();
    const parsed: Array<{ body?: PayoutInput; error?: ItemError; price?: Price }> = [];
    for (const input of raw) {
      const result = openPayoutBody.safeParse(input);
      if (!result.success) {
        parsed.push({ error: schemaError(result.error, input) });
        continue;
      }
      parsed.push(await this.priced(caller, result.data));
    }
    const grades = await this.graded(caller, parsed);
    const numbers = parsed.flatMap((p) => (p.body ? [p.body.merchantOrderNo] : []));
    const existing = await this.deps.repo.orderHashes(caller, [...new Set(numbers)]);
    const seen = new Set<string>();
    return parsed.map((p, index): PricedItem => {
      const no = p.body?.merchantOrderNo ?? merchantOrderNoOf(raw[index]);
      let error = p.error;
      if (p.body && seen.has(p.body.merchantOrderNo)) error = repeatedInBatch();
      else if (p.body && existing.has(p.body.merchantOrderNo)) {
        if (existing.get(p.body.merchantOrderNo) !== requestHash('payout', p.body))
          error = businessError(new AppError(ErrorCode.API_ORDER_NO_CONFLICT));
      }
      if (p.body) seen.add(p.body.merchantOrderNo);
      const grade = error ? undefined : grades[index];
      return {
        item_index: index,
        merchant_order_no: no,
        status: error ? 'rejected' : 'queued',
        request: error ? null : JSON.stringify(raw[index]),
        error: error ? JSON.stringify(error) : null,
        order_id: null,
        update_time: at,
        name_check: grade?.result ?? null,
        name_check_name: grade?.registeredName ?? null,
        share: error || !p.price ? undefined : { currencyId: p.body!.currencyId, ...p.price },
      };
    });
  }

  /**
   * Each valid item's name against the rail's registered name, uncounted like a file's rows (the
   * batch is the merchant's own payments, not a look-up). It never blocks: the API has no person
   * to confirm a NO_MATCH, so the item is paid and its grade shown by batch/query. Graded here, in
   * process, because the simulator registry answers at once; a rail with a remote look-up would
   * move this to the item's job, off the synchronous answer.
   */
  private graded(
    caller: ApiCaller,
    parsed: Array<{ body?: PayoutInput; error?: ItemError }>,
  ): Promise<Array<{ result: string; registeredName?: string } | undefined>> {
    return Promise.all(
      parsed.map((p) =>
        p.body && !p.error
          ? this.deps.nameCheck({
              payType: p.body.payType,
              currencyId: p.body.currencyId,
              number: p.body.bankAccountNo ?? p.body.phone!,
              typedName: p.body.name,
              sandbox: caller.mode === 'test',
            })
          : undefined,
      ),
    );
  }

  private async priced(caller: ApiCaller, body: PayoutInput) {
    try {
      return { body, price: await this.deps.payout.priced(caller, body) };
    } catch (error) {
      if (error instanceof AppError) return { body, error: businessError(error) };
      throw error;
    }
  }

  private async earlier(caller: ApiCaller, merchantBatchNo: string, hash: string) {
    const batch = await this.deps.repo.find(caller, { merchantBatchNo });
    if (batch && batch.request_hash !== hash)
      throw new AppError(ErrorCode.API_ORDER_NO_CONFLICT, { messageKey: 'batchNoConflict' });
    return batch;
  }

  /** The original answer; a repeat's own nonce is used up like any call's. */
  private async repeat(caller: ApiCaller, batch: ApiBatch, lang: Lang): Promise<OpenBatchReply> {
    await caller.nonce?.claim();
    const rejected = await this.deps.repo.rejected(batch.id);
    return {
      batchSn: batch.batch_sn,
      merchantBatchNo: batch.merchant_batch_no,
      accepted: batch.accepted_count,
      rejected: rejections(rejected, lang),
    };
  }
}

/** The rejected items of a batch, with their reasons in `lang`. */
function rejections(
  items: Array<Pick<NewApiBatchItem, 'item_index' | 'status' | 'error'>>,
  lang: Lang,
): OpenBatchReply['rejected'] {
  return items
    .filter((item) => item.status === 'rejected')
    .map((item) => {
      const error = JSON.parse(item.error!) as ItemError;
      return { index: item.item_index, code: error.code, msg: error.msg[lang] };
    });
}

/** A rejected item's merchantOrderNo when it has a usable one, for the batch query. */
function merchantOrderNoOf(input: unknown): string | null {
  const value = (input as { merchantOrderNo?: unknown } | null)?.merchantOrderNo;
  return typeof value === 'string' && value.length <= 64 ? value : null;
}
