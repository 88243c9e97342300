/**
 * One interface for every rail of SPEC §3 (M-Pesa, Airtel, Tigo, Halotel, RTGS, Pesalink, TISS,
 * TIPS, COBO, offline and cash). Business logic talks only to this; which adapter answers is a
 * matter of configuration.
 */
export interface PayoutRequest {
  reference: string;
  payType: number;
  currencyCode: string;
  /** Minor units of the payout currency. */
  amount: bigint;
  decimals: number;
  recipient: { name: string; account: string };
}

export interface CollectionRequest {
  reference: string;
  payType: number;
  currencyCode: string;
  amount: bigint;
  decimals: number;
  /** The payer's MSISDN for an STK push. */
  phone?: string;
}

/** What a rail eventually reports about a payout or a collection. */
export interface ChannelResult {
  /** Unique per delivery attempt of the provider; repeats of one event share it. */
  eventKey: string;
  reference: string;
  kind: 'payout' | 'collection';
  success: boolean;
  resultCode: string;
  resultDesc: string;
  /** Minor units the rail says moved, checked against the order. */
  amount: bigint;
  transactionId: string | null;
}

export interface PaymentChannel {
  readonly name: string;
  submitPayout(request: PayoutRequest): Promise<{ providerReference: string }>;
  startCollection(request: CollectionRequest): Promise<{ providerReference: string }>;
  /** Verifies and parses a callback; null when it is not authentic or not a result it can read. */
  parseCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ChannelResult | null;
  /**
   * Asks the rail how a request ended, for results whose callback never came. Null while the rail
   * cannot tell: still processing, or the rail has no synchronous query.
   */
  queryStatus(query: StatusQuery): Promise<ChannelResult | null>;
  /**
   * Asks the rail how a payout ended, for rails that answer such a question later on a callback
   * of their own (Daraja's Transaction Status). Absent: payouts are never queried on this rail.
   */
  requestPayoutStatus?(query: StatusQuery): Promise<void>;
}

/** What a status query names: our reference, the rail's own, and the order's amount. */
export interface StatusQuery {
  reference: string;
  /** The rail's id of the request, as kept in the order's third_order_no. */
  providerReference: string;
  kind: 'payout' | 'collection';
  /** Minor units of the order. */
  amount: bigint;
}

/**
 * A rail's permanent refusal of a request (an amount it cannot carry, a malformed number): the
 * order fails at once instead of being retried.
 */
export class ChannelRefusedError extends Error {
  constructor(
    readonly resultCode: string,
    message: string,
  ) {
    super(message);
  }
}
