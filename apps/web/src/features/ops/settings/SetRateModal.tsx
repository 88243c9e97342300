import { Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsApi, type OpsRate } from './settingsApi.ts';

/** Sets one pair's rate through /ops/rate/set (audited; customers' quotes use it at once). */
export function SetRateModal({
  rate,
  onClose,
  onSaved,
}: {
  rate: OpsRate | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<{ rate: string }>();
  const save = useMutation({
    mutationFn: (value: string) => settingsApi.setRate(rate!.pair, value),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      open={rate !== null}
      title={t('settingsAudit.rates.setTitle', { pair: rate?.pair })}
      okText={t('settingsAudit.save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ rate: rate?.rate }}
        onFinish={(values) => save.mutate(values.rate.trim())}
      >
        {save.isError && (
          <Typography.Paragraph type="danger" role="alert">
            {save.error.message}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">
          {t('settingsAudit.rates.setHelp', { from: rate?.fromCurrency, to: rate?.toCurrency })}
        </Typography.Paragraph>
        <Form.Item
          name="rate"
          label={t('settingsAudit.rates.rate')}
          rules={[
            { required: true, message: t('required') },
            {
              pattern: /^\s*\d{1,12}(\.\d{1,10})?\s*$/,
              message: t('settingsAudit.rates.rateRule'),
            },
            {
              validator: (_, value: string | undefined) =>
                !value || Number(value) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('settingsAudit.rates.rateRule'))),
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
