import { createHash } from 'node:crypto';
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
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Items of `[{Name, Value}]` or `[{Key, Value}]` as a map: found by name, never by position. */
function byName(list: unknown, nameField: 'Name' | 'Key'): Map<string, unknown> {
  const items = Array.isArray(list) ? list : isDict(list) ? [list] : [];
  return new Map(
    items.filter(isDict).map((item) => [str(item[nameField]), item.Value] as [string, unknown]),
  );
}

/** Parses an STK callback (`Body.stkCallback`); null when it is not one. */
export function parseStkCallback(body: unknown): DarajaEvent | null {
  const cb = isDict(body) && isDict(body.Body) ? body.Body.stkCallback : null;
  if (!isDict(cb) || !cb.CheckoutRequestID) return null;
  const code = str(cb.ResultCode);
  const meta = byName(isDict(cb.CallbackMetadata) ? cb.CallbackMetadata.Item : [], 'Name');
  const receipt = meta.get('MpesaReceiptNumber');
  return {
    eventKey: `daraja:stk:${str(cb.CheckoutRequestID)}`,
    kind: 'collection',
    reference: null,
    providerReference: str(cb.CheckoutRequestID),
    billRef: null,
    success: code === '0',
    resultCode: code,
    resultDesc: str(cb.ResultDesc),
    amount: meta.has('Amount') ? shillingsToMinor(meta.get('Amount')) : null,
    transactionId: receipt ? str(receipt) : null,
  };
}

/** Parses a B2C `Result` (ResultURL) or a queue timeout (QueueTimeOutURL); null when malformed. */
export function parseB2cResult(body: unknown, timeout = false): DarajaEvent | null {
  const result = isDict(body) ? body.Result : null;
  if (!isDict(result) || !result.OriginatorConversationID) return null;
  const code = str(result.ResultCode);
  const params = byName(
    isDict(result.ResultParameters) ? result.ResultParameters.ResultParameter : [],
    'Key',
  );
  const conversation = str(result.ConversationID) || str(result.OriginatorConversationID);
  const success = !timeout && code === '0';
  return {
    eventKey: `daraja:b2c:${conversation}`,
    kind: 'payout',
    reference: str(result.OriginatorConversationID),
    providerReference: conversation,
    billRef: null,
    success,
    resultCode: timeout ? code || 'TIMEOUT' : code,
    resultDesc: str(result.ResultDesc),
    amount: params.has('TransactionAmount')
      ? shillingsToMinor(params.get('TransactionAmount'))
      : null,
    transactionId: str(params.get('TransactionReceipt') ?? result.TransactionID) || null,
  };
}

/** Parses a C2B validation or confirmation payload; null when malformed. */
export function parseC2b(body: unknown): DarajaEvent | null {
  if (!isDict(body) || !body.TransID) return null;
  return {
    eventKey: `daraja:c2b:${str(body.TransID)}`,
    kind: 'collection',
    reference: null,
    providerReference: null,
    billRef: str(body.BillRefNumber).trim(),
    success: true,
    resultCode: '0',
    resultDesc: `C2B ${str(body.TransactionType)} from ${str(body.MSISDN)}`.trim(),
    amount: shillingsToMinor(body.TransAmount),
    transactionId: str(body.TransID),
  };
}
