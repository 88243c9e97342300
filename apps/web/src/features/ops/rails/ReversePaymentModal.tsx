import { App, Form, Input, Modal, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { railsApi, type UnmatchedPayment } from './railsApi.ts';

/** Asks M-Pesa to send an unmatched Paybill payment back (/ops/daraja/reverse), with a reason. */
export function ReversePaymentModal({
  payment,
  onClose,
}: {
  payment: UnmatchedPayment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const reverse = useMutation({
    mutationFn: (reason: string) => railsApi.reverse(payment!.transId, reason),
    onSuccess: () => {
      message.success(t('ordersRails.rails.reversalRequested'));
      form.resetFields();
      onClose();
    },
    onError: (error) => message.error(error.message),
    onSettled: () => void client.invalidateQueries({ queryKey: ['ops', 'rails'] }),
  });
  if (!payment) return null;
  return (
    <Modal
      open
      title={t('ordersRails.rails.reverseTitle', { transId: payment.transId })}
      okText={t('ordersRails.rails.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      confirmLoading={reverse.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('ordersRails.rails.reverseHelp', {
          amount: formatMoney(payment.amount, payment.currencyCode),
          payer: `${payment.name} (${payment.msisdn})`,
        })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ reason }) => reverse.mutate(reason)}>
        <Form.Item
          name="reason"
          label={t('ordersRails.rails.reason')}
          rules={[
            {
              required: true,
              min: 2,
              whitespace: true,
              message: t('ordersRails.rails.reasonRule'),
            },
          ]}
        >
          <Input.TextArea maxLength={100} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
