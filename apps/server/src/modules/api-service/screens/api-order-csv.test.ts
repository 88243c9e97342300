import { describe, expect, it } from 'vitest';
import type { ApiOrderRow } from '@pesa/contract';
import { apiOrdersCsv, csvCell } from './api-order-csv.ts';

describe('csvCell', () => {
  it('keeps plain text and decimal amounts as they are', () => {
    expect(csvCell('1500.00')).toBe('1500.00');
    expect(csvCell(2)).toBe('2');
    expect(csvCell(null)).toBe('');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${start}HYPERLINK("x")`)).toMatch(/^"?'/);
    expect(csvCell('=1+1')).toBe("'=1+1");
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Kamau, Wanjiku')).toBe('"Kamau, Wanjiku"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });
});

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
