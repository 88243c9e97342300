import { Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsApi, type OpsRate } from './settingsApi.ts';

/** What the dialog changes: a USD pair's mid (/ops/rate/set) or any pair's spread (/ops/rate/spread). */
export type RateChange = { kind: 'mid' | 'spread'; rate: OpsRate };

const RULES = {
  mid: { pattern: /^\s*\d{1,12}(\.\d{1,10})?\s*$/, positive: true },
  spread: { pattern: /^\s*\d{1,5}\s*$/, positive: false },
};

/**
 * Sets one pair's mid or spread (audited; customers' quotes use it at once). The server checks
 * the whole rate book and answers why a change is refused, shown here as it comes.
 */
export function SetRateModal({
  change,
  onClose,
  onSaved,
}: {
  change: RateChange | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<{ value: string }>();
  const kind = change?.kind ?? 'mid';
  const rate = change?.rate;
  const save = useMutation({
    mutationFn: (value: string) =>
      kind === 'mid'
        ? settingsApi.setRate(rate!.pair, value)
        : settingsApi.setSpread(rate!.pair, Number(value)),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const label = kind === 'mid' ? t('settingsAudit.rates.rate') : t('settingsAudit.rates.spreadBps');
  const ruleText =
    kind === 'mid' ? t('settingsAudit.rates.rateRule') : t('settingsAudit.rates.spreadRule');
  return (
    <Modal
      open={change !== null}
      title={t(
        kind === 'mid' ? 'settingsAudit.rates.setTitle' : 'settingsAudit.rates.spreadTitle',
        { pair: rate?.pair },
      )}
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
        initialValues={{ value: kind === 'mid' ? rate?.rate : String(rate?.spreadBps ?? '') }}
        onFinish={(values) => save.mutate(values.value.trim())}
      >
        {save.isError && (
          <Typography.Paragraph type="danger" role="alert">
            {save.error.message}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">
          {kind === 'mid'
            ? t('settingsAudit.rates.setHelp', { from: rate?.fromCurrency, to: rate?.toCurrency })
            : t('settingsAudit.rates.spreadHelp')}
        </Typography.Paragraph>
        <Form.Item
          name="value"
          label={label}
          rules={[
            { required: true, message: t('required') },
            { pattern: RULES[kind].pattern, message: ruleText },
            {
              validator: (_, value: string | undefined) =>
                !value || !RULES[kind].positive || Number(value) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(ruleText)),
            },
          ]}
        >
          <Input inputMode={kind === 'mid' ? 'decimal' : 'numeric'} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
