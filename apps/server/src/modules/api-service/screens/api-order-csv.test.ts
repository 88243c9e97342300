import { describe, expect, it } from 'vitest';
import type { ApiOrderRow } from '@pesa/contract';
import { apiOrdersCsv } from './api-order-csv.ts';

describe('apiOrdersCsv', () => {
  const row = { sn: 'RC000001', amount: '1500.00', remark: '@cmd', createTime: 't' } as ApiOrderRow;

  it('writes the header in the caller language and one line per order', () => {
    const en = apiOrdersCsv([row], 'en')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(en[0]).toMatch(/^Order number,Merchant order number,Type,/);
    expect(en[1]).toContain('RC000001');
    expect(en[1]).toContain(',1500.00,');
    expect(en[1]).toContain("'@cmd");
    const zh = apiOrdersCsv([], 'zh');
    expect(zh.startsWith('\uFEFF订单号,商户订单号,类型,')).toBe(true);
  });
});
