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
      /** Values for the `{name}` placeholders of the message, the same in both languages. */
      params?: Record<string, string>;
      data?: unknown;
      /** Field errors found by business rules (not the schema), localized like schema errors. */
      fields?: Array<{ field: string; key: ValidationMessageKey; params?: Record<string, string> }>;
    } = {},
  ) {
    super(`business error ${code}`);
  }
}
