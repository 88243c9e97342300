import { useState } from 'react';
import { Alert, Button, Form, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiMode, ApiOrderRow } from '@pesa/contract';
import { ApiAccountType } from '@pesa/domain';
import { formatAmount } from '../../../lib/format.ts';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { setServerFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { isMissingFundPassword } from '../../../lib/money/fundPassword.ts';
import {
  accountTypeKey,
  currenciesOf,
  destinationsFrom,
  needsReview,
  SOURCE_ACCOUNT_TYPES,
} from '../accountTypes.ts';
import { amountRule } from '../amounts.ts';
import {
  API_DASHBOARD_KEY,
  API_ORDERS_KEY,
  createApiTransfer,
  useApiBalances,
  useTransferTypes,
  type ApiTransferInput,
} from '../api.ts';
import { moneyProblemOf, WRONG_PASSWORD, type MoneyProblem } from '../problems.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

interface Values {
  fromAccountType?: number;
  toAccountType?: number;
  currencyId?: number;
  amount?: string;
  remark?: string;
}

/**
 * Moves money between the merchant's API accounts (at once), or from Suspense to the domestic
 * wallet (asks the transaction password; an operator reviews it before the wallet is credited).
 */
export function TransferForm({
  mode,
  onDone,
}: {
  mode: ApiMode;
  onDone: (order: ApiOrderRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { data: balances } = useApiBalances(mode);
  // The accounts are named as the server names its transfer types (SPEC §7
  // /common/queryTransferType); the domestic wallet is no API account, so it is named here.
  const { data: transferTypes = [] } = useTransferTypes(i18n.language);
  const accountLabel = (type: number) =>
    transferTypes.find((tt) => tt.type === type)?.name ?? t(accountTypeKey(type));
  const sources = transferTypes.filter((tt) => SOURCE_ACCOUNT_TYPES.includes(tt.type));
  const from = Form.useWatch('fromAccountType', form);
  const to = Form.useWatch('toAccountType', form);
  const currencies = currenciesOf(balances, from);
  // One order number per filled-in form: a retry after a lost reply is not a second transfer.
  const [sn, setSn] = useState(() => newOrderSn('AT'));
  const [busy, setBusy] = useState(false);
  const [pin, setPin] = useState(false);
  const [problem, setProblem] = useState<MoneyProblem | null>(null);

  const send = async (fundPassword?: string): Promise<string | null> => {
    const v = form.getFieldsValue();
    const input: ApiTransferInput = {
      sn,
      mode,
      fromAccountType: v.fromAccountType!,
      toAccountType: v.toAccountType!,
      currencyId: v.currencyId!,
      amount: v.amount!.trim(),
      remark: v.remark?.trim() ?? '',
      fundPassword,
    };
    setBusy(true);
    setProblem(null);
    try {
      const order = await createApiTransfer(input);
      setPin(false);
      setSn(newOrderSn('AT'));
      form.resetFields(['amount', 'remark']);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: API_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY }),
      ]);
      onDone(order);
      return null;
    } catch (error) {
      if (error instanceof RequestError && error.code === WRONG_PASSWORD)
        return t('apiMoney:pin.wrong');
      // No transaction password yet: the dialog stays open and offers to set one.
      if (await isMissingFundPassword(error)) return null;
      setPin(false);
      setProblem(moneyProblemOf(error));
      setServerFieldErrors(form, error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const submit = () => (needsReview(to) ? setPin(true) : void send());

  const required = { required: true, message: t('apiMoney:form.required') };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 560 }}
      initialValues={{ fromAccountType: ApiAccountType.SUSPENSE }}
      onValuesChange={(changed: Values) => {
        setSn(newOrderSn('AT'));
        setProblem(null);
        // A new source may not reach the chosen destination or hold the chosen currency.
        if ('fromAccountType' in changed)
          form.setFieldsValue({ toAccountType: undefined, currencyId: undefined });
      }}
    >
      <Form.Item name="fromAccountType" label={t('apiMoney:field.from')} rules={[required]}>
        <Select
          loading={sources.length === 0}
          options={sources.map((tt) => ({ value: tt.type, label: tt.name }))}
        />
      </Form.Item>
      <Form.Item name="toAccountType" label={t('apiMoney:field.to')} rules={[required]}>
        <Select
          disabled={from === undefined}
          options={destinationsFrom(from, mode).map((v) => ({ value: v, label: accountLabel(v) }))}
        />
      </Form.Item>
      <Form.Item
        name="currencyId"
        label={t('money:field.currency')}
        rules={[required]}
        help={
          from !== undefined && currencies.length === 0 ? t('apiMoney:transfer.empty') : undefined
        }
      >
        <Select
          disabled={currencies.length === 0}
          options={currencies.map((b) => ({
            value: b.currencyId,
            label: t('apiMoney:transfer.available', {
              code: b.currencyCode,
              balance: formatAmount(b.balance, { minDecimals: 2 }),
            }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('money:field.amount')}
        rules={[required, amountRule(t('apiMoney:form.amountRule'))]}
      >
        <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
      </Form.Item>
      <Form.Item name="remark" label={t('apiMoney:field.remark')} rules={[{ max: 200 }]}>
        <TrimmedInput maxLength={200} />
      </Form.Item>
      {needsReview(to) && (
        <Alert
          type="info"
          showIcon
          title={t('apiMoney:transfer.walletReview')}
          style={{ marginBottom: 16 }}
        />
      )}
      <ProblemAlert problem={problem} />
      <Button type="primary" htmlType="submit" loading={busy && !pin}>
        {t('apiMoney:transfer.submit')}
      </Button>
      <FundPasswordDialog
        open={pin}
        onCancel={() => setPin(false)}
        onSubmit={send}
        okText={t('apiMoney:pin.confirm')}
        hint={t('apiMoney:pin.transferHint')}
      />
    </Form>
  );
}
