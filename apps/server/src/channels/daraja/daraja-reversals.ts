import { ErrorCode, type OperatorAuditAction } from '@pesa/contract';
import { formatMinor } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { RetryQueue } from './daraja-callbacks.ts';
import type { ReversalRequest } from './daraja-channel.ts';
import {
  c2bSchema,
  darajaTimeToIso,
  KES_DECIMALS,
  shillingsToMinor,
  type ReversalResult,
} from './daraja-format.ts';
import { reversalEventKey, type DarajaReversalsRepository } from './daraja-reversals.repository.ts';

export const REVERSAL_RETRY_JOB = 'daraja.reversal.retry';
/** A Result that beat its ConversationID into the database is tried again this soon. */
const RETRY_DELAY_MS = 5_000;

export type ReversalStatus = 'none' | 'requested' | 'reversed' | 'failed';
export type ReversalOutcome = 'applied' | 'duplicate' | 'late' | 'unknown_reversal';

/** One row of the operators' list of unmatched Paybill payments. */
export interface UnmatchedPaymentView {
  transId: string;
  /** KES, major units. */
  amount: string | null;
  currencyCode: 'KES';
  msisdn: string;
  name: string;
  billRef: string;
  /** When M-Pesa took the payment (TransTime), else when we received it. */
  time: string;
  reversalStatus: ReversalStatus;
  /** Daraja's result of the reversal once it has one: "code description". */
  reversalResult: string | null;
}

type ReversalRow = NonNullable<Awaited<ReturnType<DarajaReversalsRepository['findRequested']>>>;

/**
 * Unmatched Paybill payments and their reversal. Money that reached the Paybill with no waiting
 * top-up was never credited to anyone, so a reversal writes no ledger entry: it only asks
 * Daraja to send the money back and records what Daraja answers.
 */
export class DarajaReversals {
  constructor(
    private readonly deps: {
      repo: DarajaReversalsRepository;
      batcher: TransactionBatcher;
      channel: { reverse(request: ReversalRequest): Promise<{ conversationId: string }> };
      audit: (
        operatorId: number,
        action: OperatorAuditAction,
        target: string,
        detail: string,
      ) => Promise<void>;
      clock: Clock;
      log: { warn(obj: unknown, msg: string): void };
      retry?: RetryQueue;
    },
  ) {
    // Tried again with the queue's backoff until the reversal is known; one that never turns up
    // ends as a failed job with its reason, for an operator to see.
    deps.retry?.on(REVERSAL_RETRY_JOB, async (payload) => {
      const { result, rawBody } = payload as { result: ReversalResult; rawBody: string };
      const outcome = await this.applyResult(result, rawBody, false);
      if (outcome === 'unknown_reversal')
        throw new Error(`no reversal for ${result.conversationId}`);
    });
  }

  private now() {
    return this.deps.clock.now().toISOString();
  }

  async unmatched(pageNum: number, pageSize: number) {
    const { rows, total } = await this.deps.repo.unmatchedPage(pageNum, pageSize);
    const transIds = rows.map((row) => transIdOf(row.event_key));
    const reversals = new Map(
      (await this.deps.repo.reversalsOf(transIds)).map((r) => [r.trans_id, r]),
    );
    return { rows: rows.map((row) => view(row, reversals.get(transIdOf(row.event_key)))), total };
  }

  /**
   * Asks Daraja to reverse an unmatched payment: once (a second request is refused and calls
   * nothing), unless the first reversal failed. A refusal by Daraja leaves nothing recorded.
   */
  async reverse(operatorId: number, transId: string, reason: string) {
    const { repo } = this.deps;
    const payment = await repo.findUnmatched(transId);
    const amount = payment && readPayment(payment.body)?.amount;
    if (!payment || !amount)
      throw new AppError(ErrorCode.DATA_NOT_FOUND, { messageKey: 'unmatchedPaymentNotFound' });
    const claim = await repo.claim({
      transId,
      amount,
      reason,
      operatorId,
      now: this.now(),
    });
    if (!claim) throw new AppError(ErrorCode.REPEATED_REQUEST, { messageKey: 'reversalRepeated' });
    let conversationId: string;
    try {
      ({ conversationId } = await this.deps.channel.reverse({
        transactionId: transId,
        amount,
        remarks: reason,
        occasion: `Unmatched Paybill payment ${transId}`,
      }));
    } catch (error) {
      await repo.release(transId, claim, this.now());
      this.deps.log.warn({ err: error, transId }, 'daraja reversal refused');
      throw new AppError(ErrorCode.SYSTEM_ERROR, { messageKey: 'reversalRefused' });
    }
    await repo.setConversation(transId, conversationId, this.now());
    await this.deps.audit(operatorId, 'darajaReverse', `c2b:${transId}`, reason);
    const [reversal] = await repo.reversalsOf([transId]);
    return view(payment, reversal);
  }

  /** Records a reversal's Result once and shows it on the payment (reversed or failed). */
  async applyResult(
    result: ReversalResult,
    rawBody: string,
    retryLater = true,
  ): Promise<ReversalOutcome> {
    const { repo } = this.deps;
    const reversal =
      (await repo.findByConversation(result.conversationId)) ??
      (result.originalTransactionId
        ? await repo.findRequested(result.originalTransactionId)
        : undefined);
    if (!reversal) {
      // The Result can come before the request's ConversationID is stored.
      if (retryLater && this.deps.retry)
        await this.deps.retry.enqueue(
          REVERSAL_RETRY_JOB,
          { result, rawBody },
          { delayMs: RETRY_DELAY_MS },
        );
      return 'unknown_reversal';
    }
    return this.deps.batcher.run((trx) =>
      repo.recordResult(trx, {
        id: Number(reversal.id),
        eventKey: reversalEventKey(result.conversationId),
        rawBody,
        conversationId: result.conversationId,
        success: result.success,
        resultCode: result.resultCode,
        resultDesc: result.resultDesc,
        now: this.now(),
      }),
    );
  }
}

function transIdOf(eventKey: string): string {
  return eventKey.replace(/^daraja:c2b:/, '');
}

/** The C2B confirmation kept with an unmatched payment. */
function readPayment(raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = c2bSchema.safeParse(json);
  if (!parsed.success) return null;
  const c2b = parsed.data;
  return {
    amount: shillingsToMinor(c2b.TransAmount),
    msisdn: c2b.MSISDN,
    name: [c2b.FirstName, c2b.MiddleName, c2b.LastName].filter((part) => part?.trim()).join(' '),
    billRef: c2b.BillRefNumber.trim(),
    time: darajaTimeToIso(c2b.TransTime),
  };
}

function view(
  row: { event_key: string; body: string; create_time: string },
  reversal: ReversalRow | undefined,
): UnmatchedPaymentView {
  const payment = readPayment(row.body);
  const settled = reversal && reversal.status !== 'requested';
  return {
    transId: transIdOf(row.event_key),
    amount: payment?.amount ? formatMinor(payment.amount, KES_DECIMALS) : null,
    currencyCode: 'KES',
    msisdn: payment?.msisdn ?? '',
    name: payment?.name ?? '',
    billRef: payment?.billRef ?? '',
    time: payment?.time ?? row.create_time,
    reversalStatus: reversal?.status ?? 'none',
    reversalResult: settled
      ? `${reversal.result_code ?? ''} ${reversal.result_desc ?? ''}`.trim()
      : null,
  };
}
