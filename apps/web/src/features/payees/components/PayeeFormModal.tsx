import { useEffect } from 'react';
import { Alert, Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChannels, useUpcomingChannels } from '../../../lib/money/api.ts';
import { useFormModal } from '../../../lib/useFormModal.ts';
import { savePayee, useCountryExtInfo, type Payee, type PayeeInput } from '../api.ts';
import { fieldSetOf } from '../../../lib/money/payeeFields.ts';
import { PayeeMethodFields } from './PayeeMethodFields.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

const COUNTRIES = [254, 255];

/** Add or edit a recipient; the fields follow the chosen payment method. */
export function PayeeFormModal({
  open,
  payee,
  defaultCountryId,
  onClose,
}: {
  open: boolean;
  payee?: Payee;
  defaultCountryId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayeeInput>();
  const countryId = Form.useWatch('countryId', form) ?? defaultCountryId;
  const payType = Form.useWatch('payType', form);
  const { data: channels = [] } = useChannels(countryId);
  const payouts = channels.filter((c) => c.direction === 'payout' && c.payType !== 0);
  // Methods no provider can carry yet are listed, disabled, so customers learn they are coming.
  const { data: upcoming = [] } = useUpcomingChannels(countryId);
  const coming = upcoming.filter((c) => c.direction === 'payout');
  const fieldSet = fieldSetOf(payType);
  const channel = payouts.find((c) => c.payType === payType);
  const { data: country } = useCountryExtInfo(countryId);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(payee ?? { countryId: defaultCountryId, type: 2 });
  }, [open, payee, defaultCountryId, form]);

  const { submit, modalProps } = useFormModal(
    form,
    // Only bank rails let the user choose the currency; every other method pays in its channel's.
    (values: PayeeInput) =>
      savePayee({
        ...values,
        id: payee?.id,
        currencyId: (fieldSet === 'bank' && values.currencyId) || channel?.currencyId,
      }),
    {
      done: t('payees:saved'),
      invalidate: ['payee'],
      onClose,
    },
  );

  return (
    <Modal
      {...modalProps}
      open={open}
      title={payee ? t('payees:edit') : t('payees:add')}
      okText={t('payees:save')}
    >
      {/* preserve={false}: fields of a method left behind are not sent with the new one. */}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark preserve={false}>
        <Form.Item name="countryId" label={t('payees:field.country')} rules={[{ required: true }]}>
          <Select
            options={COUNTRIES.map((id) => ({ value: id, label: t(`money:country.${id}`) }))}
            onChange={() => form.setFieldValue('payType', undefined)}
          />
        </Form.Item>
        <Form.Item name="payType" label={t('payees:field.payType')} rules={[{ required: true }]}>
          <Select
            placeholder={t('payees:choose')}
            onChange={(value: number) =>
              form.setFieldValue('currencyId', payouts.find((c) => c.payType === value)?.currencyId)
            }
            options={[
              ...payouts.map((c) => ({
                value: c.payType,
                label: `${t(`money:payType.${c.payType}`, { defaultValue: c.name })} · ${c.currencyCode}`,
              })),
              ...coming.map((c) => ({
                value: c.payType,
                disabled: true,
                label: `${t(`money:payType.${c.payType}`, { defaultValue: c.name })} · ${c.currencyCode} · ${t('payees:notAvailableYet')}`,
              })),
            ]}
          />
        </Form.Item>
        {channel?.scope === 1 && (
          <Alert type="info" showIcon title={t('payees:crossBorderReview')} />
        )}
        <Form.Item name="type" label={t('payees:field.type')} rules={[{ required: true }]}>
          <Radio.Group
            options={[1, 2, 3].map((v) => ({ value: v, label: t(`payees:holder.${v}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('payees:field.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <TrimmedInput maxLength={100} />
        </Form.Item>
        {fieldSet && (
          <PayeeMethodFields fieldSet={fieldSet} countryId={countryId} country={country} />
        )}
        <Form.Item name="remark" label={t('payees:field.remark')}>
          <TrimmedInput maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
