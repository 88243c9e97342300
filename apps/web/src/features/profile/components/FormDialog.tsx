import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormModal } from '../../../lib/useFormModal.ts';

interface Props<Values> {
  open: boolean;
  /** Prefixes the fields' element ids, so two dialogs' fields of one name never share an id. */
  name?: string;
  title: string;
  form: FormInstance<Values>;
  /** Makes the call; a rejection keeps the dialog open with the fields it names marked. */
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
  /** Codes other than -1008 that concern one field, e.g. `{ [-1033]: 'oldPassword' }`. */
  errorFields?: Partial<Record<number, string>>;
  children: ReactNode;
}

/** A dialog around one vertical form whose OK button submits it. */
export function FormDialog<Values>({
  open,
  name,
  title,
  form,
  onSubmit,
  onClose,
  errorFields,
  children,
}: Props<Values>) {
  const { t } = useTranslation();

  // Each opening starts empty: passwords and codes must not linger for the next time.
  const close = () => {
    form.resetFields();
    onClose();
  };

  const { submit, modalProps } = useFormModal(form, onSubmit, { onClose: close, errorFields });

  return (
    <Modal
      {...modalProps}
      forceRender={false}
      open={open}
      title={title}
      okText={t('profile:action.confirm')}
      cancelText={t('profile:action.cancel')}
    >
      <Form form={form} name={name} layout="vertical" onFinish={submit} requiredMark>
        {children}
      </Form>
    </Modal>
  );
}
