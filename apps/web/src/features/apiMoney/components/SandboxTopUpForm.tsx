import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_ACCOUNT_TYPES, ApiAccountType } from '@pesa/domain';
import { FieldSelect } from '../../../components/plain/FieldSelect.tsx';
import { PlainField } from '../../../components/plain/PlainField.tsx';
import { TrimmedTextInput } from '../../../components/plain/TrimmedTextInput.tsx';
import { requiredRule, usePlainForm } from '../../../components/plain/usePlainForm.ts';
import { feedback } from '../../../lib/feedback.ts';
import { accountTypeKey } from '../accountTypes.ts';
import { amountRule } from '../amounts.ts';
import { formatMoney } from '../../../lib/format.ts';
import { API_DASHBOARD_KEY, API_ORDERS_KEY, sandboxTopUp } from '../api.ts';

interface Values {
  accountType?: number;
  currencyId?: number;
  amount: string;
}

/** Play money into a sandbox account, at once, to try the API's payouts and transfers. */
export function SandboxTopUpForm({
  currencies,
}: {
  currencies: { currencyId: number; code: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const required = requiredRule(t('apiMoney:form.required'));
  const form = usePlainForm<Values>(
    {
      accountType: ApiAccountType.SUSPENSE,
      currencyId: currencies[0]?.currencyId,
      amount: '',
    },
    {
      accountType: [required],
      currencyId: [required],
      amount: [required, amountRule(t('apiMoney:form.amountRule'))],
    },
  );
  const { values, errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    try {
      const order = await sandboxTopUp({
        accountType: values.accountType!,
        currencyId: values.currencyId!,
        amount: values.amount.trim(),
      });
      feedback().message.success(
        t('apiMoney:sandbox.done', {
          amount: formatMoney(order.amount, order.currencyCode),
          account: t(accountTypeKey(values.accountType)),
        }),
      );
      form.reset(['amount']);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: API_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY }),
      ]);
    } catch (error) {
      form.showServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="plain-form" noValidate onSubmit={(event) => void submit(event)}>
      <PlainField
        id={`${id}-account`}
        label={t('apiMoney:field.account')}
        error={errors.accountType}
        required
      >
        {(control) => (
          <FieldSelect
            {...control}
            value={values.accountType}
            onChange={(accountType) => form.set({ accountType })}
            options={API_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(accountTypeKey(v)) }))}
          />
        )}
      </PlainField>
      <PlainField
        id={`${id}-currency`}
        label={t('money:field.currency')}
        error={errors.currencyId}
        required
      >
        {(control) => (
          <FieldSelect
            {...control}
            value={values.currencyId}
            onChange={(currencyId) => form.set({ currencyId })}
            options={currencies.map((c) => ({ value: c.currencyId, label: c.code }))}
          />
        )}
      </PlainField>
      <PlainField
        id={`${id}-amount`}
        label={t('money:field.amount')}
        error={errors.amount}
        extra={t('apiMoney:sandbox.max')}
        required
      >
        {(control) => (
          <TrimmedTextInput
            {...control}
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
            value={values.amount}
            onChange={(amount) => form.set({ amount })}
          />
        )}
      </PlainField>
      <button type="submit" className="plain-button is-primary" aria-busy={busy}>
        {t('apiMoney:sandbox.submit')}
      </button>
    </form>
  );
}
