import { describe, expect, it } from 'vitest';
import en from '../../locales/en/kyc.json';
import zh from '../../locales/zh/kyc.json';

// SPEC §3, "Industry 1-25", word for word: the labels customers and operators read must be the
// ones the specification names (docs/identity.md, "Industry labels"), except two that read as
// mistakes and are corrected (issue 33).
const SPEC_INDUSTRIES =
  'Logistics, General Trading, Construction, Manufacture, Financials, Consultants, Medicals, Religious organizations, Government Organizations, NGOs, UN, Agricultures and Horticultures, Mining, Entertainment, Gambling, Sports, Political Parties, Lawyers, Education, IT, Culture, Real estate, Hospitality, Transport, Military Supplies'.split(
    ', ',
  );

describe('industry labels', () => {
  it('are the 25 of the specification, in its order and words', () => {
    expect(Object.entries(en.industry)).toEqual(
      SPEC_INDUSTRIES.map((label, index) => [String(index + 1), label]),
    );
  });

  it('each has its own Chinese label', () => {
    const labels = Object.values(zh.industry);
    expect(Object.keys(zh.industry)).toEqual(Object.keys(en.industry));
    expect(new Set(labels).size).toBe(25);
    expect(zh.industry['11']).toBe('联合国');
    expect(zh.industry['18']).toBe('律师');
  });
});
