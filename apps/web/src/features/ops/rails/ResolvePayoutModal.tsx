import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { railsApi, type StalledPayout } from './railsApi.ts';

interface Values {
  outcome: 'completed' | 'failed';
  receipt?: string;
  reason: string;
}

/**
 * Records how Safaricom says a stalled payout ended, through /ops/daraja/resolvePayout (the same
 * exactly-once path as a B2C Result): completed needs M-Pesa's receipt; a reason is always due.
 */
export function ResolvePayoutModal({
  payout,
  onClose,
}: {
  payout: StalledPayout | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('outcome', form);
  const resolve = useMutation({
    mutationFn: (values: Values) =>
      railsApi.resolve(
        values.outcome === 'completed'
          ? {
              thirdOrderNo: payout!.thirdOrderNo!,
              outcome: 'completed',
              receipt: values.receipt!.trim().toUpperCase(),
              reason: values.reason,
            }
          : { thirdOrderNo: payout!.thirdOrderNo!, outcome: 'failed', reason: values.reason },
      ),
    onSuccess: () => {
      message.success(t('ordersRails.rails.resolved'));
      form.resetFields();
      onClose();
    },
    onError: (error) => message.error(error.message),
    onSettled: () => void client.invalidateQueries({ queryKey: ['ops', 'rails'] }),
  });
  if (!payout) return null;
  return (
    <Modal
      open
      title={t('ordersRails.rails.resolveTitle', { sn: payout.sn })}
      okText={t('ordersRails.rails.submit')}
      cancelText={t('cancel')}
      confirmLoading={resolve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {formatMoney(payout.amount, payout.currencyCode)} · {payout.thirdOrderNo}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('ordersRails.rails.resolveHelp')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ outcome: 'completed' }}
        onFinish={(values) => resolve.mutate(values)}
      >
        <Form.Item
          name="outcome"
          label={t('ordersRails.rails.outcome')}
          rules={[{ required: true }]}
        >
          <Radio.Group
            options={[
              { value: 'completed', label: t('ordersRails.rails.completed') },
              { value: 'failed', label: t('ordersRails.rails.failed') },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {outcome !== 'failed' && (
          <Form.Item
            name="receipt"
            label={t('ordersRails.rails.receipt')}
            normalize={(value: string) => value.toUpperCase()}
            rules={[
              {
                required: true,
                pattern: /^[A-Z0-9]{10}$/,
                message: t('ordersRails.rails.receiptRule'),
              },
            ]}
          >
            <Input maxLength={10} showCount autoComplete="off" />
          </Form.Item>
        )}
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
          <Input.TextArea maxLength={200} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
