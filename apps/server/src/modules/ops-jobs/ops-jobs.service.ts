import type { OperatorJobState } from '@pesa/contract';
import type { OpsJobsRepository } from './ops-jobs.repository.ts';

/** The order a job works on, when its payload names one (payouts, collections, status queries). */
function orderIdOf(payload: string): number | null {
  try {
    const value = (JSON.parse(payload) as { orderId?: unknown }).orderId;
    return typeof value === 'number' && Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

function stateOf(status: string, attempts: number): OperatorJobState {
  if (status === 'pending') return attempts > 0 ? 'retrying' : 'waiting';
  return status as OperatorJobState;
}

/**
 * The background jobs for operators, read-only. The payload itself is not shown (callback bodies
 * carry payers' details); a job about an order names the order's number instead. No "retry now":
 * a failed payout or reversal is settled through its own rail screen, never by re-running a job.
 */
export class OpsJobsService {
  constructor(private readonly repo: OpsJobsRepository) {}

  async list(state: OperatorJobState | undefined, pageNum: number, pageSize: number) {
    const { rows, total } = await this.repo.page(state, pageNum, pageSize);
    const orderIds = rows.map((r) => orderIdOf(r.payload));
    const sns = await this.repo.orderSns(orderIds.filter((id): id is number => id !== null));
    return {
      rows: rows.map((row, i) => ({
        id: Number(row.id),
        type: row.type,
        state: stateOf(row.status, row.attempts),
        attempts: row.attempts,
        /** When it runs (next): its backoff for a retrying job. */
        runAt: row.run_at,
        lastError: row.last_error,
        orderSn: orderIds[i] === null ? null : (sns.get(orderIds[i]!) ?? null),
        createTime: row.create_time,
      })),
      total,
    };
  }
}
