import { useEffect } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useFormModal } from '../../../lib/useFormModal.ts';
import { API_SCREEN_KEY, sandboxTopUp, type SandboxTopUpValues } from '../api.ts';
import { API_ACCOUNT_TYPE_ORDER, accountTypeKey } from '../accountTypes.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** Play money into one sandbox account, so a merchant can test payouts and transfers at once. */
export default function SandboxTopUpModal({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<SandboxTopUpValues>();
  const { data: currencies = [], isLoading } = useCurrencies();
  const { submit, modalProps } = useFormModal(form, sandboxTopUp, {
    done: t('apiAccess:topUp.done'),
    invalidate: [...API_SCREEN_KEY, 'dashboard', 'test'],
    onClose,
  });
  const required = { required: true, message: t('apiAccess:form.required') };

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  return (
    <Modal
      {...modalProps}
      open={open}
      title={t('apiAccess:topUp.title')}
      okText={t('apiAccess:topUp.submit')}
      cancelText={t('apiAccess:common.cancel')}
    >
      <Alert type="info" showIcon title={t('apiAccess:topUp.note')} className="api-modal-note" />
      <Form<SandboxTopUpValues>
        form={form}
        layout="vertical"
        onFinish={(values) => submit({ ...values, amount: values.amount.trim() })}
        initialValues={{ accountType: 0 }}
      >
        <Form.Item name="accountType" label={t('apiAccess:field.accountType')} rules={[required]}>
          <Select
            options={API_ACCOUNT_TYPE_ORDER.map((type) => ({
              value: type,
              label: t(accountTypeKey(type)),
            }))}
          />
        </Form.Item>
        <Form.Item name="currencyId" label={t('apiAccess:field.currency')} rules={[required]}>
          <Select
            loading={isLoading}
            options={currencies.map((c) => ({
              value: c.currencyId,
              label: `${c.code} · ${i18n.language === 'zh' ? c.nameZh : c.nameEn}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('money:field.amount')}
          rules={[required, { pattern: AMOUNT, message: t('apiAccess:form.amountRule') }]}
        >
          <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
