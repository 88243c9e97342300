import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Decision } from './financeCalls.ts';

/**
 * Approve or reject with a reason: the console always asks for one (the audit trail keeps it;
 * on a rejection the customer reads it on their order), and the server requires it to reject.
 */
export function DecisionDialog({
  decision,
  customerLanguage,
  pending,
  onDecide,
  onCancel,
}: {
  decision: Decision | null;
  /** en_US or zh_CN: a rejection's reason reaches the customer as written. */
  customerLanguage: string | undefined;
  pending: boolean;
  onDecide: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<{ reason: string }>();
  const title = decision ? t(`finance.${decision}`) : '';
  return (
    <Modal
      open={decision !== null}
      title={title}
      okText={title}
      okButtonProps={{ danger: decision === 'reject', loading: pending }}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ reason }) => onDecide(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t(decision === 'reject' ? 'finance.rejectReason' : 'finance.approveReason')}
          extra={
            decision === 'reject' &&
            customerLanguage &&
            t('finance.reasonLanguage', {
              language: t(customerLanguage === 'zh_CN' ? 'finance.chinese' : 'finance.english'),
            })
          }
          rules={[
            { required: true, whitespace: true, message: t('finance.reasonRequired') },
            { max: 200 },
          ]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
