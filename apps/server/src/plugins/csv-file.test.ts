import { describe, expect, it } from 'vitest';
import { csvCell, csvText, EXPORT_ROW_LIMIT, requireExportable } from './csv-file.ts';

describe('csvCell', () => {
  it('keeps plain text and decimal amounts, signed ones too, as they are', () => {
    expect(csvCell('1500.00')).toBe('1500.00');
    expect(csvCell('-150.25')).toBe('-150.25');
    expect(csvCell(2)).toBe('2');
    expect(csvCell(null)).toBe('');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${start}HYPERLINK("x")`)).toMatch(/^"?'/);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-1+1')).toBe("'-1+1");
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Kamau, Wanjiku')).toBe('"Kamau, Wanjiku"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });
});

describe('csvText', () => {
  const columns = [
    { header: { en: 'Name', zh: '名称' }, value: (r: { name: string }) => r.name },
    { header: { en: 'Amount', zh: '金额' }, value: () => '-5.00' },
  ];

  it('writes a byte-order mark, the header in the asked language and CRLF lines', () => {
    expect(csvText(columns, [{ name: 'a,b' }], 'en')).toBe('\uFEFFName,Amount\r\n"a,b",-5.00\r\n');
    expect(csvText(columns, [], 'zh')).toBe('\uFEFF名称,金额\r\n');
  });
});

describe('requireExportable', () => {
  it('lets a file of up to the limit through and refuses a larger one', () => {
    expect(() => requireExportable(EXPORT_ROW_LIMIT)).not.toThrow();
    expect(() => requireExportable(EXPORT_ROW_LIMIT + 1)).toThrow();
  });
});
