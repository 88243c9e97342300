import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ChannelRefusedError } from '../payment-channel.ts';

/** Kenya has no daylight saving: Nairobi is UTC+3 all year. */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;
/** M-Pesa Kenya moves KES, whose minor unit is the cent. */
export const KES_DECIMALS = 2;
const CENTS = 100n;

/** Daraja's Timestamp: yyyyMMddHHmmss in Nairobi time. */
export function darajaTimestamp(now: Date): string {
  const iso = new Date(now.getTime() + NAIROBI_OFFSET_MS).toISOString();
  return iso.slice(0, 19).replace(/[-T:]/g, '');
}

/** STK Password = base64(shortcode + passkey + timestamp). */
export function stkPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');
}

/** Whole shillings for the wire; Daraja carries no cents, so an amount with cents is refused. */
export function wholeShillings(minor: bigint): number {
  if (minor <= 0n || minor % CENTS !== 0n)
    throw new ChannelRefusedError('AMOUNT', 'M-Pesa moves whole shillings only');
  return Number(minor / CENTS);
}

/** A Daraja amount (number or decimal text, whole or with cents) in KES cents. */
export function shillingsToMinor(value: unknown): bigint | null {
  const text = typeof value === 'number' ? value.toFixed(2) : String(value ?? '').trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * CENTS + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
}

/** 2547XXXXXXXX / 2541XXXXXXXX from +254…, 254… or 07…/01…; refused otherwise. */
export function msisdn(phone: string): string {
  const digits = phone.replace(/[\s+]/g, '');
  const national = digits.replace(/^254/, '').replace(/^0/, '');
  if (!/^[17]\d{8}$/.test(national))
    throw new ChannelRefusedError('MSISDN', 'not a Kenyan mobile number');
  return `254${national}`;
}

/** AccountReference is at most 12 characters. */
export function accountReference(reference: string): string {
  return reference.slice(0, 12);
}

/** A short, stable fingerprint of a body for keys of events that carry no id of their own. */
export function bodyDigest(raw: string): string {
  return createHash('sha256').update(raw).digest('hex').slice(0, 32);
}

export type DarajaCallbackKind = 'stk' | 'b2c-result' | 'b2c-timeout' | 'c2b-confirmation';

/**
 * What a Daraja callback says, before the order is known. STK callbacks carry only Daraja's
 * CheckoutRequestID (kept in the order's third_order_no at submission); B2C results carry our
 * OriginatorConversationID; C2B confirmations carry the customer's BillRefNumber.
 */
export interface DarajaEvent {
  eventKey: string;
  kind: 'payout' | 'collection';
  /** Our reference when the callback carries it. */
  reference: string | null;
  /** CheckoutRequestID or ConversationID, as stored in third_order_no. */
  providerReference: string | null;
  /** C2B: the account number the customer typed. */
  billRef: string | null;
  success: boolean;
  resultCode: string;
  resultDesc: string;
  /** KES cents the rail says moved; null when the callback carries no amount (failures). */
  amount: bigint | null;
  transactionId: string | null;
  /** C2B: who paid, as M-Pesa names them (a merchant's collection shows it). */
  payer?: { msisdn: string; name: string };
  /** B2C: the name M-Pesa holds for the receiving number (ReceiverPartyPublicName). */
  receiverName?: string;
}

const text = z.union([z.string(), z.number()]).transform(String);
const code = z.union([z.number().int(), z.string().max(20)]).transform(String);
const desc = z.string().max(500).optional().default('');
const nameValue = z.object({ Name: z.string(), Value: z.unknown().optional() });
const keyValue = z.object({ Key: z.string(), Value: z.unknown().optional() });

/** `Body.stkCallback` of an STK push result. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100).optional(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: code,
      ResultDesc: desc,
      CallbackMetadata: z
        .object({ Item: z.union([z.array(nameValue), nameValue.transform((i) => [i])]) })
        .optional(),
    }),
  }),
});

/** `Result` posted to a B2C ResultURL or QueueTimeOutURL. */
export const b2cResultSchema = z.object({
  Result: z.object({
    ResultType: z.unknown().optional(),
    ResultCode: code,
    ResultDesc: desc,
    OriginatorConversationID: z.string().min(1).max(100),
    ConversationID: z.string().max(100).optional(),
    TransactionID: z.string().max(100).optional(),
    ResultParameters: z
      .object({
        ResultParameter: z.union([z.array(keyValue), keyValue.transform((p) => [p])]),
      })
      .optional(),
  }),
});

/** The C2B validation and confirmation payload. */
export const c2bSchema = z.object({
  TransactionType: z.string().max(40).optional().default(''),
  TransID: z.string().min(1).max(40),
  TransTime: text.optional(),
  TransAmount: text,
  BusinessShortCode: text.optional(),
  BillRefNumber: text.optional().default(''),
  InvoiceNumber: text.optional(),
  OrgAccountBalance: text.optional(),
  ThirdPartyTransID: text.optional(),
  MSISDN: text.optional().default(''),
  FirstName: z.string().optional(),
  MiddleName: z.string().optional(),
  LastName: z.string().optional(),
});

/** Items of `[{Name, Value}]` or `[{Key, Value}]` as a map: found by name, never by position. */
export function byName(items: Array<{ Value?: unknown } & ({ Name: string } | { Key: string })>) {
  return new Map(items.map((i) => ['Name' in i ? i.Name : i.Key, i.Value] as [string, unknown]));
}

/**
 * The key of an STK push's result, whoever reports it (callback or status query): one result per
 * CheckoutRequestID, so the second report is a duplicate and money moves once.
 */
export function stkEventKey(checkoutRequestId: string): string {
  return `daraja:stk:${checkoutRequestId}`;
}

/**
 * The key of a B2C payout's result, whoever reports it (its Result or a Transaction Status
 * answer): one result per ConversationID of the payout request, so money moves once.
 */
export function b2cEventKey(conversationId: string): string {
  return `daraja:b2c:${conversationId}`;
}

/** Parses an STK callback (`Body.stkCallback`); null when it is not one. */
export function parseStkCallback(body: unknown): DarajaEvent | null {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  const meta = byName(cb.CallbackMetadata?.Item ?? []);
  const receipt = meta.get('MpesaReceiptNumber');
  return {
    eventKey: stkEventKey(cb.CheckoutRequestID),
    kind: 'collection',
    reference: null,
    providerReference: cb.CheckoutRequestID,
    billRef: null,
    success: cb.ResultCode === '0',
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    amount: meta.has('Amount') ? shillingsToMinor(meta.get('Amount')) : null,
    transactionId: receipt ? String(receipt) : null,
  };
}

/** Parses a B2C `Result`; null when malformed. */
export function parseB2cResult(body: unknown): DarajaEvent | null {
  const parsed = b2cResultSchema.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const params = byName(result.ResultParameters?.ResultParameter ?? []);
  const conversation = result.ConversationID || result.OriginatorConversationID;
  const receipt = params.get('TransactionReceipt') ?? result.TransactionID;
  return {
    eventKey: b2cEventKey(conversation),
    kind: 'payout',
    reference: result.OriginatorConversationID,
    providerReference: conversation,
    billRef: null,
    success: result.ResultCode === '0',
    resultCode: result.ResultCode,
    resultDesc: result.ResultDesc,
    amount: params.has('TransactionAmount')
      ? shillingsToMinor(params.get('TransactionAmount'))
      : null,
    transactionId: receipt ? String(receipt) : null,
    ...receiverNameOf(params.get('ReceiverPartyPublicName')),
  };
}

/** `"2547… - NAME"`: the name after the number; nothing when absent or empty. */
function receiverNameOf(value: unknown): { receiverName?: string } {
  if (typeof value !== 'string') return {};
  const name = value
    .replace(/^\s*\+?\d+\s+-\s+/, '')
    .trim()
    .slice(0, 200);
  return name ? { receiverName: name } : {};
}

/** Parses a C2B validation or confirmation payload; null when malformed. */
export function parseC2b(body: unknown): DarajaEvent | null {
  const parsed = c2bSchema.safeParse(body);
  if (!parsed.success) return null;
  const c2b = parsed.data;
  return {
    eventKey: `daraja:c2b:${c2b.TransID}`,
    kind: 'collection',
    reference: null,
    providerReference: null,
    billRef: c2b.BillRefNumber.trim(),
    success: true,
    resultCode: '0',
    resultDesc: `C2B ${c2b.TransactionType} from ${c2b.MSISDN}`.trim(),
    amount: shillingsToMinor(c2b.TransAmount),
    transactionId: c2b.TransID,
    payer: {
      msisdn: c2b.MSISDN,
      name: [c2b.FirstName, c2b.MiddleName, c2b.LastName]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ')
        .slice(0, 100),
    },
  };
}

/** Daraja's answer while an STK push is still with the customer: HTTP 500 with this errorCode… */
const STK_QUERY_PROCESSING_ERROR = '500.001.1001';
/** …or a reply whose ResultCode says the transaction is still under processing. */
const STK_QUERY_PROCESSING_RESULT = '4999';

export type StkQueryAnswer =
  | { state: 'processing' }
  | { state: 'final'; resultCode: string; resultDesc: string }
  | { state: 'error'; message: string };

const stkQueryReplySchema = z.object({
  ResponseCode: code.optional(),
  ResponseDescription: desc,
  ResultCode: code.optional(),
  ResultDesc: desc,
  errorCode: z.string().max(40).optional(),
  errorMessage: desc,
});

/** Reads the reply to `/mpesa/stkpushquery/v1/query`: still processing, a final code, or an error. */
export function parseStkQueryReply(httpStatus: number, body: unknown): StkQueryAnswer {
  const parsed = stkQueryReplySchema.safeParse(body ?? {});
  if (!parsed.success) return { state: 'error', message: `HTTP ${httpStatus}: unreadable reply` };
  const reply = parsed.data;
  if (reply.errorCode === STK_QUERY_PROCESSING_ERROR) return { state: 'processing' };
  if (httpStatus < 200 || httpStatus >= 300 || reply.ResponseCode !== '0' || !reply.ResultCode)
    return {
      state: 'error',
      message:
        `HTTP ${httpStatus} ${reply.errorCode ?? reply.ResponseCode ?? ''} ${reply.errorMessage || reply.ResponseDescription}`.trim(),
    };
  if (reply.ResultCode === STK_QUERY_PROCESSING_RESULT) return { state: 'processing' };
  return { state: 'final', resultCode: reply.ResultCode, resultDesc: reply.ResultDesc };
}

/** What a reversal's `Result` says; it has the B2C shape. */
export interface ReversalResult {
  conversationId: string;
  originatorConversationId: string;
  success: boolean;
  resultCode: string;
  resultDesc: string;
  /** The M-Pesa transaction being reversed, when Daraja names it. */
  originalTransactionId: string | null;
}

/** Parses the `Result` posted to the reversal ResultURL or QueueTimeOutURL; null when malformed. */
export function parseReversalResult(body: unknown): ReversalResult | null {
  const parsed = b2cResultSchema.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const params = byName(result.ResultParameters?.ResultParameter ?? []);
  const original = params.get('OriginalTransactionID');
  return {
    conversationId: result.ConversationID || result.OriginatorConversationID,
    originatorConversationId: result.OriginatorConversationID,
    success: result.ResultCode === '0',
    resultCode: result.ResultCode,
    resultDesc: result.ResultDesc,
    originalTransactionId: original ? String(original) : null,
  };
}

/** Daraja's yyyyMMddHHmmss (Nairobi time, as in C2B TransTime) as an ISO instant; null if not one. */
export function darajaTimeToIso(value: unknown): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(value ?? '').trim());
  if (!match) return null;
  const [y, mo, d, h, mi, se] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(y, mo - 1, d, h, mi, se);
  const back = new Date(utc);
  // Date.UTC rolls 31 February over into March; a real stamp survives the round trip.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || se > 59)
    return null;
  return new Date(utc - NAIROBI_OFFSET_MS).toISOString();
}
