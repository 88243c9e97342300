import { Modal, type FormInstance, type ModalProps } from 'antd';

type Props = Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> & {
  form: Pick<FormInstance, 'submit'>;
  /** The form's call is running: OK spins. */
  saving: boolean;
  onClose: () => void;
};

/**
 * A dialog around a form, whose OK button submits the form. It is rendered while closed
 * (`forceRender`), so the form instance is connected and can be reset or filled before it
 * opens; pass `forceRender={false}` for a form that needs neither.
 */
export function FormModal({ form, saving, onClose, ...modal }: Props) {
  return (
    <Modal
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
      {...modal}
    />
  );
}
