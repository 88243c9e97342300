import type { FormInstance, ModalProps } from 'antd';
import { useFormSubmit, type FormSubmitOptions } from './useFormSubmit.ts';

type FormModalOptions = Omit<FormSubmitOptions, 'onDone'> & {
  /** Closes the dialog: on Cancel, and after a successful save. */
  onClose: () => void;
};

/**
 * Wires a dialog to the form inside it: OK submits the form and spins while `save` runs (see
 * `useFormSubmit`), a success closes the dialog. The modal is rendered while closed
 * (`forceRender`), so the form instance is connected and can be reset or filled before it
 * opens. Spread `modalProps` on the antd Modal and pass `submit` as the form's `onFinish`.
 */
export function useFormModal<Values>(
  form: Pick<FormInstance, 'setFields' | 'submit'>,
  save: (values: Values) => Promise<unknown>,
  { onClose, ...options }: FormModalOptions,
) {
  const { saving, submit } = useFormSubmit(form, save, { ...options, onDone: onClose });
  const modalProps = {
    onCancel: onClose,
    onOk: () => form.submit(),
    confirmLoading: saving,
    destroyOnHidden: true,
    forceRender: true,
  } satisfies ModalProps;
  return { submit, modalProps };
}
