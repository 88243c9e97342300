import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { feedback } from './feedback.ts';
import { setServerFieldErrors } from './request/fieldErrors.ts';

export interface FormSubmitOptions {
  /** The toast once the call succeeded. */
  done?: string;
  /** The queries showing what was saved; they reload after the toast. */
  invalidate?: QueryKey;
  /** Runs last after a success, e.g. to close the dialog. */
  onDone?: () => void;
  /** Codes other than -1008 that concern one field, e.g. `{ [-1033]: 'oldPassword' }`. */
  errorFields?: Partial<Record<number, string>>;
  /** Replaces the default marking of the fields a failure names. */
  onError?: (error: unknown) => void;
}

/**
 * The `onFinish` of a form that saves through the server. `saving` is true while the call runs
 * (for the button's spinner). A success toasts `done`, reloads `invalidate`, then calls
 * `onDone`; a failure leaves the form as it is, with the fields the server named marked (the
 * request layer has already shown the message).
 */
export function useFormSubmit<Values>(
  form: Pick<FormInstance, 'setFields'>,
  save: (values: Values) => Promise<unknown>,
  { done, invalidate, onDone, errorFields, onError }: FormSubmitOptions = {},
) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await save(values);
      if (done) feedback().message.success(done);
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
      onDone?.();
    } catch (error) {
      if (onError) onError(error);
      else setServerFieldErrors(form, error, errorFields);
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
