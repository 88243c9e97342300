import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

type Row = { sn: string; amount: string; payee: string | null };
const columns = [
  { header: 'Order number', value: (r: Row) => r.sn },
  { header: 'Amount', value: (r: Row) => r.amount },
  { header: 'Recipient', value: (r: Row) => r.payee },
];

describe('toCsv', () => {
  it('writes a header and one CRLF line per row, amounts as exact decimal strings', () => {
    const text = toCsv(columns, [{ sn: 'P1', amount: '1500.10', payee: 'Wanjiku' }]);
    expect(text).toBe('Order number,Amount,Recipient\r\nP1,1500.10,Wanjiku\r\n');
  });

  it('quotes separators, quotes and line breaks, and leaves missing values empty', () => {
    const text = toCsv(columns, [{ sn: 'P2', amount: '0.50', payee: 'Kamau, "Jr"\nLtd' }]);
    expect(text.split('\r\n')[1]).toBe('P2,0.50,"Kamau, ""Jr""\nLtd"');
    expect(toCsv(columns, [{ sn: 'P3', amount: '1', payee: null }])).toContain('P3,1,\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula, not negative amounts', () => {
    const text = toCsv(columns, [{ sn: '=HYPERLINK("x")', amount: '-12.5', payee: '@me' }]);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-12.5,'@me`);
  });

  it('keeps Chinese text as it is', () => {
    expect(toCsv(columns, [{ sn: 'P4', amount: '2', payee: '张伟' }])).toContain('P4,2,张伟');
  });
});
