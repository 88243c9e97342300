import { describe, expect, it } from 'vitest';
import { ChannelRefusedError } from '../payment-channel.ts';
import { requestLogSerializer } from './daraja-callback.routes.ts';
import {
  accountReference,
  darajaTimeToIso,
  darajaTimestamp,
  msisdn,
  parseB2cResult,
  parseC2b,
  parseReversalResult,
  parseStkCallback,
  parseStkQueryReply,
  stkEventKey,
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

  it('gives an STK result the same key whether the callback or a status query reports it', () => {
    const callback = parseStkCallback({
      Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 1032, ResultDesc: 'x' } },
    });
    expect(callback?.eventKey).toBe(stkEventKey('ws_CO_1'));
  });

  it('reads the STK query: still processing, a final code, or an error', () => {
    const processing500 = {
      requestId: 'R1',
      errorCode: '500.001.1001',
      errorMessage: 'The transaction is being processed',
    };
    expect(parseStkQueryReply(500, processing500)).toEqual({ state: 'processing' });
    const accepted = {
      ResponseCode: '0',
      ResponseDescription: 'accepted',
      CheckoutRequestID: 'ws',
    };
    expect(
      parseStkQueryReply(200, { ...accepted, ResultCode: '4999', ResultDesc: 'under processing' }),
    ).toEqual({
      state: 'processing',
    });
    expect(parseStkQueryReply(200, { ...accepted, ResultCode: 0, ResultDesc: 'ok' })).toEqual({
      state: 'final',
      resultCode: '0',
      resultDesc: 'ok',
    });
    expect(
      parseStkQueryReply(200, { ...accepted, ResultCode: '1032', ResultDesc: 'cancelled' }),
    ).toMatchObject({
      state: 'final',
      resultCode: '1032',
    });
    const wrongId = { errorCode: '400.002.02', errorMessage: 'Invalid CheckoutRequestID' };
    expect(parseStkQueryReply(400, wrongId)).toEqual({
      state: 'error',
      message: 'HTTP 400 400.002.02 Invalid CheckoutRequestID',
    });
    // Accepted but without a ResultCode, or a refused request: never read as a result.
    expect(parseStkQueryReply(200, accepted).state).toBe('error');
    expect(parseStkQueryReply(200, { ResponseCode: '1', ResultCode: '0' }).state).toBe('error');
    expect(parseStkQueryReply(502, 'Bad Gateway').state).toBe('error');
  });

  it('reads a reversal Result by Key, and a failure without parameters', () => {
    const ok = parseReversalResult({
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: 'OC1',
        ConversationID: 'AG_1',
        TransactionID: 'NLK1',
        ResultParameters: {
          ResultParameter: [
            { Key: 'Amount', Value: 999 },
            { Key: 'OriginalTransactionID', Value: 'RKTQDM7W6S' },
          ],
        },
      },
    });
    expect(ok).toEqual({
      conversationId: 'AG_1',
      originatorConversationId: 'OC1',
      success: true,
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      originalTransactionId: 'RKTQDM7W6S',
    });
    const failed = parseReversalResult({
      Result: {
        ResultCode: 'R000002',
        ResultDesc: 'The OriginalTransactionID is invalid.',
        OriginatorConversationID: 'OC2',
        ConversationID: 'AG_2',
      },
    });
    expect(failed).toMatchObject({
      success: false,
      resultCode: 'R000002',
      originalTransactionId: null,
    });
    expect(parseReversalResult({ Result: { ResultCode: 0 } })).toBeNull();
  });

  it('reads Daraja times (Nairobi, yyyyMMddHHmmss) as instants', () => {
    expect(darajaTimeToIso('20261122101010')).toBe('2026-11-22T07:10:10.000Z');
    expect(darajaTimeToIso(20270101013000)).toBe('2026-12-31T22:30:00.000Z');
    for (const bad of ['20260231101010', '20261122246000', '2026112210101', '', undefined])
      expect(darajaTimeToIso(bad)).toBeNull();
  });
});
