import { useCallback, useEffect, useState } from 'react';
import { Button, Checkbox, Form, Modal, Select } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { useCountries } from '../../../lib/countries.ts';
import { applyVa, useCountryCurrencies } from '../api.ts';
import { VaAgreementModal } from './VaAgreementModal.tsx';

interface Values {
  countryId?: number;
  currencyId?: number;
  agree?: boolean;
}

const ACCOUNT_EXISTS = -1003;

/**
 * Apply for a VA: country, one of its currencies, and the user agreement (SPEC §5). The agree
 * box unlocks only after the agreement was opened and scrolled to the end; Submit only after
 * it is ticked. The server refuses anything but `agree: true` as well.
 */
export function VaApplyModal({
  open,
  defaultCountryId,
  onClose,
}: {
  open: boolean;
  defaultCountryId?: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState(false);
  const [readToEnd, setReadToEnd] = useState(false);
  const [saving, setSaving] = useState(false);
  const markRead = useCallback(() => setReadToEnd(true), []);
  const countryId = Form.useWatch('countryId', form);
  const agreed = Form.useWatch('agree', form) === true;
  const { data: countries = [], isLoading: countriesLoading } = useCountries();
  const { data: currencies = [], isFetching: currenciesLoading } = useCountryCurrencies(
    countryId,
    i18n.language,
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ countryId: defaultCountryId });
    setReadToEnd(false);
  }, [open, defaultCountryId, form]);

  const submit = async ({ countryId, currencyId }: Values) => {
    setSaving(true);
    try {
      await applyVa({ countryId: countryId!, currencyId: currencyId! });
      feedback().message.success(t('va:applied'));
      await queryClient.invalidateQueries({ queryKey: ['va'] });
      onClose();
    } catch (error) {
      if ((error as RequestError).code === ACCOUNT_EXISTS)
        form.setFields([{ name: 'currencyId', errors: [t('va:exists')] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('va:add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('va:apply')}
      cancelText={t('va:cancel')}
      okButtonProps={{ disabled: !agreed }}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="countryId"
          label={t('va:field.country')}
          rules={[{ required: true, message: t('va:required.country') }]}
        >
          <Select
            loading={countriesLoading}
            options={countries.map((c) => ({
              value: c.countryId,
              label: i18n.language === 'zh' ? c.nameZh : c.nameEn,
            }))}
            onChange={() => form.setFieldValue('currencyId', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="currencyId"
          label={t('va:field.currency')}
          rules={[{ required: true, message: t('va:required.currency') }]}
        >
          <Select
            loading={currenciesLoading}
            disabled={countryId === undefined}
            options={currencies.map((c) => ({
              value: c.currencyId,
              label: `${c.code} · ${c.name}`,
            }))}
          />
        </Form.Item>
        <Button
          type="link"
          icon={<FileTextOutlined />}
          onClick={() => setReading(true)}
          style={{ paddingInline: 0 }}
        >
          {t('va:agreement.open')}
        </Button>
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) =>
                value === true
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('va:agreement.mustAgree'))),
            },
          ]}
          extra={readToEnd ? undefined : t('va:agreement.readFirst')}
          style={{ marginBottom: 0 }}
        >
          <Checkbox disabled={!readToEnd}>{t('va:agreement.agree')}</Checkbox>
        </Form.Item>
      </Form>
      <VaAgreementModal
        open={reading}
        reachedEnd={readToEnd}
        onReachedEnd={markRead}
        onClose={() => setReading(false)}
      />
    </Modal>
  );
}
