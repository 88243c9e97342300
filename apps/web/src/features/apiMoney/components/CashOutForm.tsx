import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiAccountType } from '@pesa/domain';
import type { ApiCashOutQuote, ApiOrderRow } from '@pesa/contract';
import {
  LazyFundPasswordDialog,
  prefetchFundPasswordDialog,
} from '../../../components/money/LazyFundPasswordDialog.tsx';
import { FieldSelect } from '../../../components/plain/FieldSelect.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { PlainField } from '../../../components/plain/PlainField.tsx';
import { TrimmedTextInput } from '../../../components/plain/TrimmedTextInput.tsx';
import { requiredRule, usePlainForm } from '../../../components/plain/usePlainForm.ts';
import { formatMoney } from '../../../lib/format.ts';
import { isMissingFundPassword } from '../../../lib/money/missingFundPassword.ts';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { currenciesOf } from '../accountTypes.ts';
import { amountRule } from '../amounts.ts';
import {
  API_DASHBOARD_KEY,
  API_ORDERS_KEY,
  createCashOut,
  quoteCashOut,
  useApiBalances,
  useApprovedSettlementAccounts,
} from '../api.ts';
import { moneyProblemOf, type MoneyProblem } from '../problems.ts';
import { wrongFundPasswordText } from '../../../lib/money/wrongFundPassword.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { RowDetails } from './RowDetails.tsx';

interface Values {
  exchangeAccountId?: number;
  currencyId?: number;
  amount: string;
  remark: string;
}

/**
 * A withdrawal from the live Suspense account to an approved settlement account: the fee is
 * quoted first, then the transaction password confirms it; an operator reviews it before it
 * leaves, and until then it can be cancelled.
 */
export function CashOutForm({ onDone }: { onDone: (order: ApiOrderRow) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const required = requiredRule(t('apiMoney:form.required'));
  const form = usePlainForm<Values>(
    { amount: '', remark: '' },
    {
      exchangeAccountId: [required],
      currencyId: [required],
      amount: [required, amountRule(t('apiMoney:form.amountRule'))],
    },
  );
  const { values, errors } = form;
  const { data: balances } = useApiBalances('live');
  const { data: accounts, isLoading } = useApprovedSettlementAccounts();
  const currencies = currenciesOf(balances, ApiAccountType.SUSPENSE);
  const [quote, setQuote] = useState<(ApiCashOutQuote & { code: string; sn: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [pin, setPin] = useState(false);
  const [problem, setProblem] = useState<MoneyProblem | null>(null);

  const change = (patch: Partial<Values>) => {
    setQuote(null);
    setProblem(null);
    form.set(patch);
  };

  const getQuote = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    setProblem(null);
    try {
      const next = await quoteCashOut({
        currencyId: values.currencyId!,
        amount: values.amount.trim(),
      });
      const code = currencies.find((c) => c.currencyId === values.currencyId)?.currencyCode ?? '';
      // One order number per quote seen: confirming twice cannot withdraw twice (-1059).
      setQuote({ ...next, code, sn: newOrderSn('AC') });
      // Confirming asks the transaction password next.
      prefetchFundPasswordDialog();
    } catch (error) {
      form.showServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (fundPassword: string): Promise<string | null> => {
    try {
      const order = await createCashOut({
        sn: quote!.sn,
        exchangeAccountId: values.exchangeAccountId!,
        currencyId: values.currencyId!,
        amount: values.amount.trim(),
        remark: values.remark.trim(),
        fundPassword,
      });
      setPin(false);
      setQuote(null);
      form.reset(['amount', 'remark']);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: API_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY }),
      ]);
      onDone(order);
      return null;
    } catch (error) {
      const wrong = wrongFundPasswordText(error);
      if (wrong) return wrong;
      // No transaction password yet: the dialog stays open and offers to set one.
      if (await isMissingFundPassword(error)) return null;
      setPin(false);
      setProblem(moneyProblemOf(error));
      form.showServerErrors(error);
      return null;
    }
  };

  if (!isLoading && accounts?.length === 0)
    return (
      <PlainAlert
        type="info"
        title={t('apiMoney:cashOut.noAccount')}
        action={<Link to="/home/exchange-account">{t('apiMoney:cashOut.addAccount')}</Link>}
      />
    );
  return (
    <form className="plain-form" noValidate onSubmit={(event) => void getQuote(event)}>
      <PlainField
        id={`${id}-account`}
        label={t('apiMoney:field.settlement')}
        error={errors.exchangeAccountId}
        required
      >
        {(control) => (
          <FieldSelect
            {...control}
            disabled={isLoading}
            value={values.exchangeAccountId}
            onChange={(exchangeAccountId) => change({ exchangeAccountId })}
            options={(accounts ?? []).map((a) => ({
              value: a.id,
              label: `${a.accountName} · ${a.bankName} · ${a.accountNumber}`,
            }))}
          />
        )}
      </PlainField>
      <PlainField
        id={`${id}-currency`}
        label={t('money:field.currency')}
        error={errors.currencyId}
        help={balances && currencies.length === 0 ? t('apiMoney:cashOut.empty') : undefined}
        required
      >
        {(control) => (
          <FieldSelect
            {...control}
            disabled={currencies.length === 0}
            value={values.currencyId}
            onChange={(currencyId) => change({ currencyId })}
            options={currencies.map((b) => ({
              value: b.currencyId,
              label: t('money:availableAmount', {
                amount: formatMoney(b.balance, b.currencyCode),
              }),
            }))}
          />
        )}
      </PlainField>
      <PlainField
        id={`${id}-amount`}
        label={t('money:field.amount')}
        error={errors.amount}
        required
      >
        {(control) => (
          <TrimmedTextInput
            {...control}
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
            value={values.amount}
            onChange={(amount) => change({ amount })}
          />
        )}
      </PlainField>
      <PlainField id={`${id}-remark`} label={t('apiMoney:field.remark')} error={errors.remark}>
        {(control) => (
          <TrimmedTextInput
            {...control}
            maxLength={200}
            value={values.remark}
            onChange={(remark) => change({ remark })}
          />
        )}
      </PlainField>
      {quote ? (
        <div className="api-quote">
          <RowDetails
            single
            testId="cash-out-quote"
            items={[
              { label: t('money:field.amount'), value: formatMoney(quote.amount, quote.code) },
              { label: t('money:field.fee'), value: formatMoney(quote.feeAmount, quote.code) },
              { label: t('apiMoney:cashOut.total'), value: formatMoney(quote.total, quote.code) },
            ]}
          />
          <PlainAlert type="info" title={t('apiMoney:cashOut.review')} />
          <ProblemAlert problem={problem} />
          <div className="plain-actions">
            <button type="button" className="plain-button is-primary" onClick={() => setPin(true)}>
              {t('apiMoney:cashOut.confirm')}
            </button>
            <button type="button" className="plain-button" onClick={() => setQuote(null)}>
              {t('apiMoney:cashOut.change')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <ProblemAlert problem={problem} />
          <button type="submit" className="plain-button is-primary" aria-busy={busy}>
            {t('apiMoney:cashOut.quote')}
          </button>
        </>
      )}
      <LazyFundPasswordDialog
        open={pin}
        onCancel={() => setPin(false)}
        onSubmit={confirm}
        okText={t('apiMoney:pin.confirm')}
        hint={t('apiMoney:pin.cashOutHint')}
      />
    </form>
  );
}
