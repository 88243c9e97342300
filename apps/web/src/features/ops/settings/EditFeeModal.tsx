import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsApi, type OpsFee } from './settingsApi.ts';

const AMOUNT = /^\s*\d{1,15}(\.\d{1,6})?\s*$/;

interface FeeValues {
  fixedAmount: string;
  basisPoints: number;
  minAmount?: string;
  maxAmount?: string;
  minOrderAmount?: string;
}

/** Edits one channel's fee schedule through /ops/fee/set (audited; quotes use it at once). */
export function EditFeeModal({
  fee,
  onClose,
  onSaved,
}: {
  fee: OpsFee | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<FeeValues>();
  const save = useMutation({
    mutationFn: (values: FeeValues) => {
      // An empty bound is no bound; an empty minimum order keeps the channel's current one.
      const optional = (value?: string) => (value?.trim() ? value.trim() : undefined);
      return settingsApi.setFee({
        scope: fee!.scope,
        payType: fee!.payType,
        currencyId: fee!.currencyId,
        fixedAmount: values.fixedAmount.trim(),
        basisPoints: values.basisPoints,
        minAmount: optional(values.minAmount),
        maxAmount: optional(values.maxAmount),
        minOrderAmount: optional(values.minOrderAmount),
      });
    },
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const amountRules = (required: boolean) => [
    ...(required ? [{ required: true, message: t('required') }] : []),
    { pattern: AMOUNT, message: t('settingsAudit.amountRule') },
  ];
  return (
    <Modal
      open={fee !== null}
      title={t('settingsAudit.fees.editTitle', {
        channel: fee?.channelName ?? fee?.payType,
        currency: fee?.currency,
      })}
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
        initialValues={{
          fixedAmount: fee?.fixedAmount,
          basisPoints: fee?.basisPoints,
          minAmount: fee?.minAmount ?? '',
          maxAmount: fee?.maxAmount ?? '',
          minOrderAmount: fee?.minOrderAmount ?? '',
        }}
        onFinish={(values) => save.mutate(values)}
      >
        {save.isError && (
          <Typography.Paragraph type="danger" role="alert">
            {save.error.message}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="fixedAmount"
          label={t('settingsAudit.fees.fixed', { currency: fee?.currency })}
          rules={amountRules(true)}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="basisPoints"
          label={t('settingsAudit.fees.basisPoints')}
          extra={t('settingsAudit.fees.basisPointsHelp')}
          rules={[{ required: true, message: t('required') }]}
        >
          <InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="minAmount"
          label={t('settingsAudit.fees.min')}
          extra={t('settingsAudit.fees.noBound')}
          rules={amountRules(false)}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="maxAmount"
          label={t('settingsAudit.fees.max')}
          extra={t('settingsAudit.fees.noBound')}
          rules={amountRules(false)}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="minOrderAmount"
          label={t('settingsAudit.fees.minOrder')}
          extra={t('settingsAudit.fees.minOrderHelp')}
          rules={amountRules(false)}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
