import type { ErrorCodeValue, ValidationMessageKey } from '@pesa/contract';
import type { ServerMessageKey } from '../i18n/server-messages.ts';

/**
 * A business outcome that is not success. It becomes an HTTP 200 reply with the code and the
 * message in the caller's language; `messageKey` overrides the catalogue text when more precise.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue | 429,
    readonly options: {
      messageKey?: ServerMessageKey;
      data?: unknown;
      /** Field errors found by business rules (not the schema), localized like schema errors. */
      fields?: Array<{ field: string; key: ValidationMessageKey }>;
    } = {},
  ) {
    super(`business error ${code}`);
  }
}
