import { ErrorCode } from '@pesa/contract';
import type { FormInstance } from 'antd';
import { RequestError } from './RequestError.ts';

export interface FieldError {
  name: string;
  errors: string[];
}

/** Codes whose `data` lists field errors: -1008, and -1011 / -1015 (country or phone missing). */
const FIELD_ERROR_CODES = new Set<number>([
  ErrorCode.PARAMETER_ERROR,
  ErrorCode.COUNTRY_EMPTY,
  ErrorCode.PHONE_EMPTY,
]);

/** The codes that always concern the verification code field of a form. */
export const CODE_ERRORS = { [ErrorCode.CODE_NOT_FOUND]: 'code', [ErrorCode.CODE_WRONG]: 'code' };

/**
 * The fields a failed call complained about, for antd's `form.setFields`: every field of a
 * -1008 reply with the server's message (already in the user's language), and the one field
 * `byCode` names for another code (e.g. -1006 wrong code → `code`), or the field the reply's
 * `data.field` names for such a code (`oldCode` on a form with two codes). Any other failure gives no
 * field errors: the request layer has shown its message.
 */
export function serverFieldErrors(
  error: unknown,
  byCode: Partial<Record<number, string>> = {},
): FieldError[] {
  if (!(error instanceof RequestError)) return [];
  if (FIELD_ERROR_CODES.has(error.code) && Array.isArray(error.data)) {
    return error.data
      .filter(
        (f): f is { field: string; message: string } =>
          typeof f?.field === 'string' && typeof f?.message === 'string',
      )
      .map((f) => ({ name: f.field, errors: [f.message] }));
  }
  const field = byCode[error.code];
  if (!field) return [];
  // A form with two codes learns from the reply which one was wrong.
  const named = (error.data as { field?: unknown } | null)?.field;
  return [{ name: typeof named === 'string' ? named : field, errors: [error.message] }];
}

/** Marks on the form the fields `serverFieldErrors` finds in a failed call. */
export function setServerFieldErrors(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  byCode?: Partial<Record<number, string>>,
): void {
  form.setFields(serverFieldErrors(error, byCode));
}
