import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Select, Space } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiAccountType } from '@pesa/domain';
import type { ApiCashOutQuote, ApiOrderRow } from '@pesa/contract';
import { formatAmount } from '../../../lib/format.ts';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { setServerFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { isMissingFundPassword } from '../../../lib/money/fundPassword.ts';
import { currenciesOf } from '../accountTypes.ts';
import { amountRule, moneyText } from '../amounts.ts';
import {
  API_DASHBOARD_KEY,
  API_ORDERS_KEY,
  createCashOut,
  quoteCashOut,
  useApiBalances,
  useApprovedSettlementAccounts,
} from '../api.ts';
import { moneyProblemOf, WRONG_PASSWORD, type MoneyProblem } from '../problems.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

interface Values {
  exchangeAccountId?: number;
  currencyId?: number;
  amount?: string;
  remark?: string;
}

/**
 * A withdrawal from the live Suspense account to an approved settlement account: the fee is
 * quoted first, then the transaction password confirms it; an operator reviews it before it
 * leaves, and until then it can be cancelled.
 */
export function CashOutForm({ onDone }: { onDone: (order: ApiOrderRow) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { data: balances } = useApiBalances('live');
  const { data: accounts, isLoading } = useApprovedSettlementAccounts();
  const currencies = currenciesOf(balances, ApiAccountType.SUSPENSE);
  const [quote, setQuote] = useState<(ApiCashOutQuote & { code: string; sn: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [pin, setPin] = useState(false);
  const [problem, setProblem] = useState<MoneyProblem | null>(null);

  const getQuote = async (v: Values) => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await quoteCashOut({ currencyId: v.currencyId!, amount: v.amount!.trim() });
      const code = currencies.find((c) => c.currencyId === v.currencyId)?.currencyCode ?? '';
      // One order number per quote seen: confirming twice cannot withdraw twice (-1059).
      setQuote({ ...next, code, sn: newOrderSn('AC') });
    } catch (error) {
      setServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (fundPassword: string): Promise<string | null> => {
    const v = form.getFieldsValue();
    try {
      const order = await createCashOut({
        sn: quote!.sn,
        exchangeAccountId: v.exchangeAccountId!,
        currencyId: v.currencyId!,
        amount: v.amount!.trim(),
        remark: v.remark?.trim() ?? '',
        fundPassword,
      });
      setPin(false);
      setQuote(null);
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
    }
  };

  if (!isLoading && accounts?.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        title={t('apiMoney:cashOut.noAccount')}
        action={<Link to="/home/exchange-account">{t('apiMoney:cashOut.addAccount')}</Link>}
      />
    );
  const required = { required: true, message: t('apiMoney:form.required') };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={getQuote}
      style={{ maxWidth: 560 }}
      onValuesChange={() => {
        setQuote(null);
        setProblem(null);
      }}
    >
      <Form.Item name="exchangeAccountId" label={t('apiMoney:field.settlement')} rules={[required]}>
        <Select
          loading={isLoading}
          options={(accounts ?? []).map((a) => ({
            value: a.id,
            label: `${a.accountName} · ${a.bankName} · ${a.accountNumber}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="currencyId"
        label={t('money:field.currency')}
        rules={[required]}
        help={balances && currencies.length === 0 ? t('apiMoney:cashOut.empty') : undefined}
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
      <Form.Item name="remark" label={t('apiMoney:field.remark')}>
        <TrimmedInput maxLength={200} />
      </Form.Item>
      {quote ? (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions column={1} size="small" bordered data-testid="cash-out-quote">
            <Descriptions.Item label={t('money:field.amount')}>
              {moneyText(quote.amount, quote.code)}
            </Descriptions.Item>
            <Descriptions.Item label={t('money:field.fee')}>
              {moneyText(quote.feeAmount, quote.code)}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiMoney:cashOut.total')}>
              {moneyText(quote.total, quote.code)}
            </Descriptions.Item>
          </Descriptions>
          <Alert type="info" showIcon title={t('apiMoney:cashOut.review')} />
          <ProblemAlert problem={problem} />
          <Space wrap>
            <Button type="primary" onClick={() => setPin(true)}>
              {t('apiMoney:cashOut.confirm')}
            </Button>
            <Button onClick={() => setQuote(null)}>{t('apiMoney:cashOut.change')}</Button>
          </Space>
        </Space>
      ) : (
        <>
          <ProblemAlert problem={problem} />
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('apiMoney:cashOut.quote')}
          </Button>
        </>
      )}
      <FundPasswordDialog
        open={pin}
        onCancel={() => setPin(false)}
        onSubmit={confirm}
        okText={t('apiMoney:pin.confirm')}
        hint={t('apiMoney:pin.cashOutHint')}
      />
    </Form>
  );
}
