import type { RatePeriod } from '@pesa/contract';
import { opsCall, opsCallPaged } from '../api/opsClient.ts';

export interface OpsRate {
  pair: string;
  fromCurrency: string;
  toCurrency: string;
  /** The mid rate; a cross pair's (neither side USD) is derived from its USD legs. */
  rate: string;
  spreadBps: number;
  /** What customers get: 1 from = forwardRate to, and 1 to = reverseRate from. */
  forwardRate: string;
  reverseRate: string;
  updateTime: string;
}

export interface OpsFee {
  scope: number;
  payType: number;
  currencyId: number;
  currency: string;
  channelName: string | null;
  fixedAmount: string;
  basisPoints: number;
  minAmount: string | null;
  maxAmount: string | null;
  minOrderAmount: string | null;
  updateTime: string;
}

export interface FeeInput {
  scope: number;
  payType: number;
  currencyId: number;
  fixedAmount: string;
  basisPoints: number;
  minAmount?: string;
  maxAmount?: string;
  minOrderAmount?: string;
}

export interface OpsThreshold {
  currencyId: number;
  currency: string;
  currencyName: string;
  amount: string | null;
  updateTime: string | null;
}

/** An announcement (type 1) or press item (3) in both languages, as an operator edits it. */
export interface OpsNotice {
  id: number;
  type: 1 | 3;
  titleEn: string;
  titleZh: string;
  contentEn: string;
  contentZh: string;
  /** 0 published, 1 hidden. */
  status: 0 | 1;
  publishTime: string;
}
export type NoticeInput = Omit<OpsNotice, 'id' | 'publishTime'> & { publishTime?: string };

/** The settings screens' calls: reads, and the existing audited set calls. */
export const settingsApi = {
  rates: () => opsCall<OpsRate[]>('/ops/rate/list'),
  rateHistory: (pair: string, period: RatePeriod) =>
    opsCall<Array<{ pair: string; rate: string; updateTime: string }>>('/ops/rate/history', {
      pair,
      period,
    }),
  setRate: (pair: string, rate: string) => opsCall<null>('/ops/rate/set', { pair, rate }),
  setSpread: (pair: string, spreadBps: number) =>
    opsCall<null>('/ops/rate/spread', { pair, spreadBps }),
  fees: () => opsCall<OpsFee[]>('/ops/fee/list'),
  setFee: (input: FeeInput) => opsCall<null>('/ops/fee/set', input),
  thresholds: () => opsCall<OpsThreshold[]>('/ops/risk/thresholds'),
  setThreshold: (currencyId: number, amount: string) =>
    opsCall<null>('/ops/risk/threshold', { currencyId, amount }),
  notices: (pageNum: number, pageSize: number, type?: 1 | 3) =>
    opsCallPaged<OpsNotice>('/ops/notice/list', { pageNum, pageSize, type }),
  addNotice: (input: NoticeInput) => opsCall<{ id: number }>('/ops/notice/add', input),
  editNotice: (id: number, input: NoticeInput) =>
    opsCall<null>('/ops/notice/edit', { ...input, id }),
  deleteNotice: (id: number) => opsCall<null>(`/ops/notice/delete/${id}`),
};
