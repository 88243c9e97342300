import { describe, expect, it } from 'vitest';
import { ChannelRefusedError } from '../payment-channel.ts';
import { requestLogSerializer } from './daraja-callback.routes.ts';
import {
  accountReference,
  darajaTimestamp,
  msisdn,
  parseB2cResult,
  parseC2b,
  parseStkCallback,
  shillingsToMinor,
  stkPassword,
  wholeShillings,
} from './daraja-format.ts';

describe('Daraja wire formats', () => {
  it('stamps time as yyyyMMddHHmmss in Nairobi (UTC+3), across midnight and year end', () => {
    expect(darajaTimestamp(new Date('2026-11-22T05:30:09Z'))).toBe('20261122083009');
    expect(darajaTimestamp(new Date('2026-12-31T22:15:00Z'))).toBe('20270101011500');
  });

  it('builds the STK Password as base64(shortcode + passkey + timestamp)', () => {
    const password = stkPassword('174379', 'passkey', '20261122083009');
    expect(Buffer.from(password, 'base64').toString()).toBe('174379passkey20261122083009');
  });

  it('sends whole shillings and refuses cents, zero and negatives', () => {
    expect(wholeShillings(150_000n)).toBe(1500);
    for (const bad of [150_050n, 0n, -100n])
      expect(() => wholeShillings(bad)).toThrow(ChannelRefusedError);
  });

  it('reads amounts as KES cents without floating point', () => {
    expect(shillingsToMinor(1500)).toBe(150_000n);
    expect(shillingsToMinor('1500.5')).toBe(150_050n);
    expect(shillingsToMinor('0.07')).toBe(7n);
    expect(shillingsToMinor('12.345')).toBeNull();
    expect(shillingsToMinor('-5')).toBeNull();
    expect(shillingsToMinor(undefined)).toBeNull();
  });

  it('normalises Kenyan mobiles to 254… and refuses anything else', () => {
    expect(msisdn('+254712345678')).toBe('254712345678');
    expect(msisdn('0712345678')).toBe('254712345678');
    expect(msisdn('254110345678')).toBe('254110345678');
    for (const bad of ['+255712345678', '020123456', '', '07123'])
      expect(() => msisdn(bad)).toThrow(ChannelRefusedError);
    expect(accountReference('PB123456789012345')).toHaveLength(12);
  });

  it('parses STK callbacks: success metadata by Name, 1032 and 1037 without metadata', () => {
    const ok = parseStkCallback({
      Body: {
        stkCallback: {
          MerchantRequestID: 'M1',
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: {
            Item: [
              { Name: 'PhoneNumber', Value: 254712345678 },
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'Balance' },
              { Name: 'Amount', Value: 1.0 },
            ],
          },
        },
      },
    });
    expect(ok).toMatchObject({
      eventKey: 'daraja:stk:ws_CO_1',
      providerReference: 'ws_CO_1',
      success: true,
      amount: 100n,
      transactionId: 'NLJ7RT61SV',
    });
    const cancelled = parseStkCallback({
      Body: { stkCallback: { CheckoutRequestID: 'ws_CO_2', ResultCode: 1032, ResultDesc: 'x' } },
    });
    expect(cancelled).toMatchObject({ success: false, resultCode: '1032', amount: null });
    expect(parseStkCallback({ Body: {} })).toBeNull();
  });

  it('parses a B2C Result by Key, also when ResultParameter is a single object', () => {
    const many = parseB2cResult({
      Result: {
        ResultCode: 0,
        ResultDesc: 'ok',
        OriginatorConversationID: 'PB9',
        ConversationID: 'AG_1',
        TransactionID: 'T1',
        ResultParameters: {
          ResultParameter: [
            { Key: 'B2CUtilityAccountAvailableFunds', Value: 10116.0 },
            { Key: 'TransactionAmount', Value: 250 },
            { Key: 'TransactionReceipt', Value: 'NLJ41HAY6Q' },
          ],
        },
      },
    });
    expect(many).toMatchObject({
      eventKey: 'daraja:b2c:AG_1',
      reference: 'PB9',
      success: true,
      amount: 25_000n,
      transactionId: 'NLJ41HAY6Q',
    });
    const single = parseB2cResult({
      Result: {
        ResultCode: '0',
        OriginatorConversationID: 'PB9',
        ConversationID: 'AG_2',
        ResultParameters: { ResultParameter: { Key: 'TransactionAmount', Value: '10' } },
      },
    });
    expect(single?.amount).toBe(1_000n);
    expect(parseB2cResult({ Result: { ResultCode: 0 } })).toBeNull();
  });

  it('parses a C2B payload, keyed by TransID', () => {
    const c2b = parseC2b({
      TransactionType: 'Pay Bill',
      TransID: 'RKTQDM7W6S',
      TransAmount: '10.00',
      BillRefNumber: ' 100200300 ',
      MSISDN: '254708374149',
    });
    expect(c2b).toMatchObject({
      eventKey: 'daraja:c2b:RKTQDM7W6S',
      billRef: '100200300',
      amount: 1_000n,
    });
    expect(parseC2b({ TransAmount: '1' })).toBeNull();
  });

  it('keeps the callback secret out of request logs', () => {
    const line = requestLogSerializer({
      method: 'POST',
      url: '/api/channels/daraja/s3cr3t_value_0123456789abcd/stk?x=1',
      ip: '127.0.0.1',
    });
    expect(line.url).toBe('/api/channels/daraja/***/stk?x=1');
    expect(requestLogSerializer({ method: 'GET', url: '/api/user/info' }).url).toBe(
      '/api/user/info',
    );
  });
});
