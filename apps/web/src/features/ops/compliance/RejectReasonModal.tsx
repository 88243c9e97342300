import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for the reason of a rejection (required: the customer or the audit trail reads it). */
export function RejectReasonModal({
  open,
  max,
  pending,
  onReject,
  onCancel,
}: {
  open: boolean;
  /** The server's limit for this queue's reason. */
  max: number;
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('kyc.reject')}
      okText={t('kyc.reject')}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ reason }) => onReject(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('compliance.reason')}
          rules={[
            { required: true, whitespace: true, message: t('kyc.reasonRequired') },
            { max, message: t('compliance.reasonTooLong', { max }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={max} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
