import { describe, expect, it } from 'vitest';
import { documentTime, documentTimeZone, maskedAccount, timeZoneLabel } from './document-time.ts';

describe('document times', () => {
  it('uses the country’s zone, UTC otherwise', () => {
    expect(documentTimeZone(254)).toBe('Africa/Nairobi');
    expect(documentTimeZone(255)).toBe('Africa/Dar_es_Salaam');
    expect(documentTimeZone(86)).toBe('UTC');
  });

  it('shows a UTC instant three hours later in East Africa, across midnight', () => {
    expect(documentTime('2026-11-28T22:30:05.000Z', 'Africa/Nairobi')).toBe('2026-11-29 01:30:05');
    expect(documentTime('2026-11-28T22:30:05.000Z', 'UTC')).toBe('2026-11-28 22:30:05');
    expect(timeZoneLabel('Africa/Dar_es_Salaam')).toBe('EAT (UTC+3)');
  });
});

describe('masked accounts', () => {
  it('keeps the last four digits', () => {
    expect(maskedAccount('254722000111')).toBe('****0111');
    expect(maskedAccount('12 34')).toBe('1234');
    expect(maskedAccount(null)).toBeNull();
  });
});
