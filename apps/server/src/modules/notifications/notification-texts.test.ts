import { smsLength } from '@pesa/domain';
import { describe, expect, it } from 'vitest';
import { messageText, NOTIFICATION_TEXTS, recipientText } from './notification-texts.ts';

const sn = 'T2026112800001234567';

describe('recipient SMS length', () => {
  it('fits one GSM-7 segment in English even with the longest name we keep', () => {
    const text = recipientText({ sender: 'A'.repeat(30), amount: '150,000.00 KES', sn }, 'en');
    expect(smsLength(text)).toEqual({ encoding: 'GSM-7', units: text.length, segments: 1 });
    expect(text.length).toBe(93);
  });

  it('fits one UCS-2 segment in Chinese with a short name, two with a 64-character reference', () => {
    const short = recipientText({ sender: '阿米娜贸易', amount: '1500.00 CNY', sn }, 'zh');
    expect(smsLength(short)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    const long = recipientText(
      { sender: '阿米娜贸易', amount: '1500.00 CNY', sn: 'T'.repeat(64) },
      'zh',
    );
    expect(smsLength(long).segments).toBe(2);
  });
});

describe('account holder SMS length', () => {
  it('keeps a paid send within one GSM-7 segment', () => {
    const body = NOTIFICATION_TEXTS['send.paid'].body({
      sn,
      amount: '150,000.00 KES',
      toAmount: '',
      subject: '',
      reason: '',
      paid: '',
      failed: '',
    });
    expect(smsLength(messageText(body, 'en')).segments).toBe(1);
    expect(smsLength(messageText(body, 'zh'))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
  });

  it('keeps a finished bulk file within one segment in either language', () => {
    const body = NOTIFICATION_TEXTS['batch.finished'].body({
      sn: 'BP000012',
      amount: '',
      toAmount: '',
      subject: '',
      reason: '',
      paid: '998',
      failed: '2',
    });
    expect(messageText(body, 'en')).toBe(
      'PesaBridge: Your bulk file BP000012 is finished: 998 paid, 2 failed.',
    );
    expect(smsLength(messageText(body, 'en')).segments).toBe(1);
    expect(smsLength(messageText(body, 'zh'))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
  });
});
