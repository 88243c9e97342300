import { useState } from 'react';
import { Alert, Button, Form, Radio, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { setServerFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { FileUploadField } from '../../../components/money/FileUploadField.tsx';
import { amountRule } from '../amounts.ts';
import { API_ORDERS_KEY, createApiRecharge, useRechargeInstructions } from '../api.ts';
import { RechargeInstructionsView } from './RechargeInstructionsView.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

interface Values {
  currencyId?: number;
  payType?: number;
  amount?: string;
  proofFile?: string;
  remark?: string;
}

/**
 * A live Suspense top-up: pay the published account by bank transfer (or offline), then send
 * the amount and the proof. Nothing is credited until an operator has checked the deposit.
 */
export function RechargeForm({
  currencies,
  onDone,
}: {
  /** The currencies the account's country collects by bank or offline. */
  currencies: { currencyId: number; code: string }[];
  onDone: (order: ApiOrderRow) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const currencyId = Form.useWatch('currencyId', form);
  const payType = Form.useWatch('payType', form);
  const { data: instructions, isFetching } = useRechargeInstructions(currencyId);
  const methods =
    instructions && instructions.currencyId === currencyId ? instructions.methods : [];
  const method = methods.find((m) => m.payType === payType);
  // One order number per filled-in form: resubmitting after a lost reply is not a second top-up.
  const [sn, setSn] = useState(() => newOrderSn('AR'));
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const order = await createApiRecharge({
        sn,
        payType: v.payType!,
        currencyId: v.currencyId!,
        amount: v.amount!.trim(),
        proofFile: v.proofFile!,
        remark: v.remark?.trim() ?? '',
      });
      setSn(newOrderSn('AR'));
      form.resetFields(['amount', 'proofFile', 'remark']);
      await queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY });
      onDone(order);
    } catch (error) {
      setServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  if (currencies.length === 0)
    return <Alert type="info" showIcon title={t('apiMoney:recharge.noMethods')} />;
  const required = { required: true, message: t('apiMoney:form.required') };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 560 }}
      // The country's own currency comes first in its channel list.
      initialValues={{ currencyId: currencies[0]?.currencyId }}
      onValuesChange={(changed: Values) => {
        setSn(newOrderSn('AR'));
        if ('currencyId' in changed) form.setFieldsValue({ payType: undefined });
      }}
    >
      <Form.Item name="currencyId" label={t('money:field.currency')} rules={[required]}>
        <Select options={currencies.map((c) => ({ value: c.currencyId, label: c.code }))} />
      </Form.Item>
      <Form.Item name="payType" label={t('apiMoney:recharge.method')} rules={[required]}>
        <Radio.Group disabled={isFetching && methods.length === 0}>
          <Space orientation="vertical">
            {methods.map((m) => (
              <Radio key={m.payType} value={m.payType}>
                {t(`apiMoney:recharge.methods.${m.payType}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {method && <RechargeInstructionsView method={method} />}
      <Form.Item
        name="amount"
        label={t('money:field.amount')}
        rules={[required, amountRule(t('apiMoney:form.amountRule'))]}
      >
        <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
      </Form.Item>
      <Form.Item name="proofFile" label={t('apiMoney:recharge.proof')} rules={[required]}>
        <FileUploadField />
      </Form.Item>
      <Form.Item name="remark" label={t('apiMoney:field.remark')}>
        <TrimmedInput maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('apiMoney:recharge.submit')}
      </Button>
    </Form>
  );
}
