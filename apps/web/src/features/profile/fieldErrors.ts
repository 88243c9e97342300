import { ErrorCode } from '@pesa/contract';
import { RequestError } from '../../lib/request/RequestError.ts';

export interface FieldError {
  name: string;
  errors: string[];
}

/** The codes that always concern the verification code field of a dialog. */
export const CODE_ERRORS = { [ErrorCode.CODE_NOT_FOUND]: 'code', [ErrorCode.CODE_WRONG]: 'code' };

/**
 * Marks the fields a failed call complained about, for `form.setFields`: every field of a
 * -1008 reply (with the server's message, already in the user's language), and the one field
 * `byCode` names for other codes (e.g. -1006 wrong code → `code`).
 */
export function fieldErrorsOf(
  error: unknown,
  byCode: Partial<Record<number, string>> = {},
): FieldError[] {
  if (!(error instanceof RequestError)) return [];
  if (error.code === ErrorCode.PARAMETER_ERROR && Array.isArray(error.data)) {
    return error.data
      .filter(
        (f): f is { field: string; message: string } =>
          typeof f?.field === 'string' && typeof f?.message === 'string',
      )
      .map((f) => ({ name: f.field, errors: [f.message] }));
  }
  const field = byCode[error.code];
  return field ? [{ name: field, errors: [error.message] }] : [];
}
