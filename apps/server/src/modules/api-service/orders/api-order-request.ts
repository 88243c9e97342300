import { createHash, randomUUID } from 'node:crypto';
import type { ApiMode, ApiOrderKind } from '@pesa/contract';
import type { NewOrderRow } from '../../orders/orders.service.ts';
import type { CallNonce } from '../open/call-nonce.ts';

/** The merchant a money call is for: its main account and the mode of the key that signed it. */
export interface ApiCaller {
  userId: number;
  mode: ApiMode;
  /** Who the order's history names: the merchant itself (signed call) or a signed-in user. */
  actorId: number;
  /** A signed call's nonce, claimed in the order's transaction (none for the web's calls). */
  nonce?: Pick<CallNonce, 'claim' | 'claimIn' | 'committed'>;
}

/** JSON with object keys sorted at every level, so equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What tells a repeat of a call from a different call reusing its merchantOrderNo: the SHA-256
 * of the call's kind and its parsed body (defaults filled, text trimmed), in canonical JSON. So
 * `"amount": 100` and `"amount": "100"`, or keys in another order, are the same request.
 */
export function requestHash(kind: ApiOrderKind, body: object): string {
  return createHash('sha256').update(canonicalJson({ kind, body })).digest('hex');
}

/**
 * A server-chosen order number for an API order: "API", the time in base 36 and 48 random bits
 * (23 characters, within the contract's snField). The random part makes a clash practically
 * impossible even for orders of the same millisecond; the unique index would refuse one anyway.
 * The bits come from randomUUID, which draws on a buffered pool (cheaper per call than
 * randomBytes on the payout path).
 */
export function newApiSn(now: Date): string {
  const random = randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
  return `API${now.getTime().toString(36).toUpperCase()}${random}`;
}

/** The columns every API order shares; the use case fills in the rest. */
export function apiOrderRow(
  caller: ApiCaller,
  fields: Pick<
    NewOrderRow,
    'sn' | 'kind' | 'pay_type' | 'currency_id' | 'status' | 'details' | 'api_kind' | 'account_key'
  > &
    Partial<NewOrderRow> & { amount: bigint; fee?: bigint },
  now: string,
): NewOrderRow {
  const { amount, fee = 0n, ...rest } = fields;
  return {
    main_user_id: caller.userId,
    user_id: caller.actorId,
    scope: 0,
    amount: amount.toString(),
    fee_amount: fee.toString(),
    tax_fee: '0',
    pay_amount: (amount + fee).toString(),
    rate: '1',
    to_currency_id: fields.currency_id,
    to_amount: amount.toString(),
    received_amount: amount.toString(),
    payee_id: null,
    payee_snapshot: null,
    third_order_no: null,
    fail_reason: null,
    create_time: now,
    update_time: now,
    payout_time: null,
    audit_time: null,
    api_mode: caller.mode,
    merchant_order_no: null,
    request_hash: null,
    counter_account_key: null,
    ...rest,
  };
}
