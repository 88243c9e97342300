import { describe, expect, it } from 'vitest';
import { DESC_MAX, decodeDesc, describeEvent, encodeDesc } from './oplog-desc.ts';

describe('stored operation-log details', () => {
  it('stores the facts as JSON and reads them back', () => {
    const stored = encodeDesc({ id: 7, name: 'Finance' });
    expect(stored).toBe('{"id":7,"name":"Finance"}');
    expect(decodeDesc(stored)).toEqual({ id: 7, name: 'Finance' });
    expect(encodeDesc({})).toBe('{}');
  });

  it('cuts long values so the JSON always fits the 500-character column', () => {
    const reason = '驳回原因'.repeat(400);
    const stored = encodeDesc({ reason });
    expect(stored.length).toBeLessThanOrEqual(DESC_MAX);
    const back = decodeDesc(stored);
    expect(back?.reason).toMatch(/^驳回原因.*…$/);
    // Many long values together still fit.
    const many = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`k${i}`, `"${'x'.repeat(300)}"`]),
    );
    const packed = encodeDesc(many);
    expect(packed.length).toBeLessThanOrEqual(DESC_MAX);
    expect(Object.keys(decodeDesc(packed) ?? {})).toHaveLength(12);
  });

  it('does not split a character made of two UTF-16 units', () => {
    const stored = encodeDesc({ name: '😀'.repeat(300) });
    const name = String(decodeDesc(stored)?.name);
    expect(name.endsWith('…')).toBe(true);
    expect(Array.from(name.slice(0, -1)).every((c) => c === '😀')).toBe(true);
  });

  it('treats anything but a flat JSON object as a sentence from an older version', () => {
    expect(decodeDesc('recipient 12 added')).toBeNull();
    expect(decodeDesc('exchange account 5 status {"exchangeStatus":1}')).toBeNull();
    expect(decodeDesc('{not json')).toBeNull();
    expect(decodeDesc('{"nested":{"a":1}}')).toBeNull();
  });

  it('describes a row in the reader language, and an older row as stored', () => {
    expect(describeEvent('payeeDelete', '{"id":3}', 'en')).toBe('Recipient 3 deleted');
    expect(describeEvent('payeeDelete', '{"id":3}', 'zh')).toBe('删除了收款人 3');
    expect(describeEvent('payeeDelete', 'recipient 3 deleted', 'zh')).toBe('recipient 3 deleted');
    expect(describeEvent('retiredType', '{"id":3}', 'zh')).toBe('{"id":3}');
  });
});
