import { ErrorCode } from '@pesa/contract';
import { RequestError } from './RequestError.ts';

/**
 * The fields a -1008 reply complained about, for antd's `form.setFields`, each with the server's
 * message (already in the user's language). Any other failure gives no field errors: the
 * request layer has shown its message.
 */
export function serverFieldErrors(error: unknown): { name: string; errors: string[] }[] {
  if (!(error instanceof RequestError) || error.code !== ErrorCode.PARAMETER_ERROR) return [];
  if (!Array.isArray(error.data)) return [];
  return error.data
    .filter(
      (f): f is { field: string; message: string } =>
        typeof f?.field === 'string' && typeof f?.message === 'string',
    )
    .map((f) => ({ name: f.field, errors: [f.message] }));
}
