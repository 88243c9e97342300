import { useState } from 'react';
import { Button, Form, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_ACCOUNT_TYPES, ApiAccountType } from '@pesa/domain';
import { feedback } from '../../../lib/feedback.ts';
import { setServerFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { accountTypeKey } from '../accountTypes.ts';
import { amountRule, moneyText } from '../amounts.ts';
import { API_DASHBOARD_KEY, API_ORDERS_KEY, sandboxTopUp } from '../api.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

interface Values {
  accountType: number;
  currencyId?: number;
  amount?: string;
}

/** Play money into a sandbox account, at once, to try the API's payouts and transfers. */
export function SandboxTopUpForm({
  currencies,
}: {
  currencies: { currencyId: number; code: string }[];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const order = await sandboxTopUp({
        accountType: v.accountType,
        currencyId: v.currencyId!,
        amount: v.amount!.trim(),
      });
      feedback().message.success(
        t('apiMoney:sandbox.done', {
          amount: moneyText(order.amount, order.currencyCode),
          account: t(accountTypeKey(v.accountType)),
        }),
      );
      form.resetFields(['amount']);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: API_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY }),
      ]);
    } catch (error) {
      setServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, message: t('apiMoney:form.required') };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 560 }}
      initialValues={{
        accountType: ApiAccountType.SUSPENSE,
        currencyId: currencies[0]?.currencyId,
      }}
    >
      <Form.Item name="accountType" label={t('apiMoney:field.account')} rules={[required]}>
        <Select
          options={API_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(accountTypeKey(v)) }))}
        />
      </Form.Item>
      <Form.Item name="currencyId" label={t('money:field.currency')} rules={[required]}>
        <Select options={currencies.map((c) => ({ value: c.currencyId, label: c.code }))} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('money:field.amount')}
        extra={t('apiMoney:sandbox.max')}
        rules={[required, amountRule(t('apiMoney:form.amountRule'))]}
      >
        <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('apiMoney:sandbox.submit')}
      </Button>
    </Form>
  );
}
