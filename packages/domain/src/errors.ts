/**
 * A broken business rule found by pure domain code. The code is a stable string, not a number, so
 * the domain stays free of the wire catalogue: the server maps codes to SPEC §8 numbers
 * (ORDER_STATUS → -1019) and treats any other code as a bug or a bad request of its own.
 */
export type DomainErrorCode =
  /** An order status change that the transition table does not allow. */
  | 'ORDER_STATUS'
  /** A journal entry whose postings do not balance, or that is malformed. */
  | 'LEDGER_UNBALANCED'
  /** An account key that is not in the canonical form, or an account of the wrong kind. */
  | 'ACCOUNT_KEY'
  /** A money amount that is not a bigint or is out of the range the operation allows. */
  | 'AMOUNT'
  /**
   * A customer's amount that converts to nothing at the rate: their input, not a bug, so the
   * server answers it as a field error on the amount.
   */
  | 'AMOUNT_TOO_SMALL'
  /** A customer's amount, or what it converts to, beyond MAX_MINOR: also their input. */
  | 'AMOUNT_TOO_LARGE'
  /** A fee schedule that cannot be applied. */
  | 'FEE_SCHEDULE'
  /** An FX rate that is not a positive decimal string. */
  | 'FX_RATE';

export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export function isDomainError(value: unknown, code?: DomainErrorCode): value is DomainError {
  return value instanceof DomainError && (code === undefined || value.code === code);
}
