import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-segments.ts';

describe('smsLength', () => {
  it('fits 160 GSM-7 characters in one segment and splits the 161st into 153s', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161)).segments).toBe(2);
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character such as € as two septets', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('€'.repeat(81)).segments).toBe(2);
  });

  it('switches to UCS-2 for Chinese: 70 in one segment, then 67 each', () => {
    expect(smsLength('付'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength('付'.repeat(71)).segments).toBe(2);
    expect(smsLength(`${'a'.repeat(60)}付`).encoding).toBe('UCS-2');
  });
});
