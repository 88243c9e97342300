import { describe, expect, it } from 'vitest';
import en from '../../locales/en/money.json';
import zh from '../../locales/zh/money.json';
import { isCancellable, isFinalStatus, ORDER_STATUSES, orderStatusKey } from './orderStatus.ts';

const name = (catalog: typeof en, key: string) =>
  catalog.status[key.replace('money:status.', '') as keyof typeof en.status];

describe('order status names', () => {
  it('names every SPEC §4 state in both languages', () => {
    expect(ORDER_STATUSES.map((s) => name(en, orderStatusKey(s)))).toEqual([
      'Awaiting review',
      'Awaiting payment',
      'Processing',
      'Successful',
      'Failed',
      'Cancelled',
    ]);
    expect(ORDER_STATUSES.map((s) => name(zh, orderStatusKey(s)))).toEqual([
      '待人工审核',
      '待支付',
      '处理中',
      '成功',
      '失败',
      '已取消',
    ]);
  });

  it('has a name for a value outside SPEC §4', () => {
    expect(orderStatusKey(9)).toBe('money:status.unknown');
  });

  it('treats PASS, REJECT and CANCEL as final and only the two pending states as cancellable', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual([1, 2, 3]);
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual([-2, -1]);
  });
});
