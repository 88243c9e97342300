import type { RailMismatchRow } from '@pesa/contract';
import { opsCall, opsCallPaged } from '../api/opsClient.ts';

/** A B2C payout still pending after every Transaction Status query (/ops/daraja/stalledPayouts). */
export interface StalledPayout {
  sn: string;
  /** Major units. */
  amount: string;
  currencyCode: string;
  payType: number;
  thirdOrderNo: string | null;
  createTime: string;
  lastCheckTime: string;
}

/** A Paybill payment that matched no waiting top-up (/ops/daraja/unmatched). */
export interface UnmatchedPayment {
  transId: string;
  amount: string | null;
  currencyCode: 'KES';
  msisdn: string;
  name: string;
  billRef: string;
  time: string;
  reversalStatus: 'none' | 'requested' | 'reversed' | 'failed';
  reversalResult: string | null;
}

export type JobState = 'waiting' | 'retrying' | 'running' | 'failed' | 'done';

export interface QueueJob {
  id: number;
  type: string;
  state: JobState;
  attempts: number;
  runAt: string;
  lastError: string | null;
  orderSn: string | null;
  createTime: string;
}

export type ResolvePayoutRequest =
  | { thirdOrderNo: string; outcome: 'completed'; receipt: string; reason: string }
  | { thirdOrderNo: string; outcome: 'failed'; reason: string };

/** What a rail's daily reconciliation found for an operator (/ops/rails/mismatches). */
export type RailMismatch = RailMismatchRow;

/** How this server serves each rail (/ops/rails/status, docs/rails.md "Real, simulated or off"). */
export type RailMode = 'real' | 'simulated' | 'off';
export interface RailsStatus {
  production: boolean;
  simulatorServesLive: boolean;
  rails: Array<{ id: string; mode: RailMode }>;
}

export const railsApi = {
  status: () => opsCall<RailsStatus>('/ops/rails/status', {}),
  stalled: (pageNum: number, pageSize: number) =>
    opsCallPaged<StalledPayout>('/ops/daraja/stalledPayouts', { pageNum, pageSize }),
  resolve: (request: ResolvePayoutRequest) =>
    opsCall<{ sn: string; status: number }>('/ops/daraja/resolvePayout', request),
  unmatched: (pageNum: number, pageSize: number) =>
    opsCallPaged<UnmatchedPayment>('/ops/daraja/unmatched', { pageNum, pageSize }),
  reverse: (transId: string, reason: string) =>
    opsCall<UnmatchedPayment>('/ops/daraja/reverse', { transId, reason }),
  mismatches: (pageNum: number, pageSize: number) =>
    opsCallPaged<RailMismatch>('/ops/rails/mismatches', { pageNum, pageSize }),
  jobs: (state: JobState | undefined, pageNum: number, pageSize: number) =>
    opsCallPaged<QueueJob>('/ops/jobs/list', { state, pageNum, pageSize }),
};
