import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiMode, ApiOrderRow } from '@pesa/contract';
import { ApiAccountType } from '@pesa/domain';
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
import { moneyProblemOf, type MoneyProblem } from '../problems.ts';
import { wrongFundPasswordText } from '../../../lib/money/wrongFundPassword.ts';
import { ProblemAlert } from './ProblemAlert.tsx';

interface Values {
  fromAccountType?: number;
  toAccountType?: number;
  currencyId?: number;
  amount: string;
  remark: string;
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
  const id = useId();
  const queryClient = useQueryClient();
  const required = requiredRule(t('apiMoney:form.required'));
  const form = usePlainForm<Values>(
    { fromAccountType: ApiAccountType.SUSPENSE, amount: '', remark: '' },
    {
      fromAccountType: [required],
      toAccountType: [required],
      currencyId: [required],
      amount: [required, amountRule(t('apiMoney:form.amountRule'))],
    },
  );
  const { values, errors } = form;
  const { data: balances } = useApiBalances(mode);
  // The accounts are named as the server names its transfer types (SPEC §7
  // /common/queryTransferType); the domestic wallet is no API account, so it is named here.
  const { data: transferTypes = [] } = useTransferTypes(i18n.language);
  const accountLabel = (type: number) =>
    transferTypes.find((tt) => tt.type === type)?.name ?? t(accountTypeKey(type));
  const sources = transferTypes.filter((tt) => SOURCE_ACCOUNT_TYPES.includes(tt.type));
  const from = values.fromAccountType;
  const currencies = currenciesOf(balances, from);
  // One order number per filled-in form: a retry after a lost reply is not a second transfer.
  const [sn, setSn] = useState(() => newOrderSn('AT'));
  const [busy, setBusy] = useState(false);
  const [pin, setPin] = useState(false);
  const [problem, setProblem] = useState<MoneyProblem | null>(null);

  const change = (patch: Partial<Values>) => {
    setSn(newOrderSn('AT'));
    setProblem(null);
    // Money to the wallet asks the transaction password on submit.
    if (needsReview(patch.toAccountType)) prefetchFundPasswordDialog();
    // A new source may not reach the chosen destination or hold the chosen currency.
    form.set(
      'fromAccountType' in patch
        ? { ...patch, toAccountType: undefined, currencyId: undefined }
        : patch,
    );
  };

  const send = async (fundPassword?: string): Promise<string | null> => {
    const input: ApiTransferInput = {
      sn,
      mode,
      fromAccountType: values.fromAccountType!,
      toAccountType: values.toAccountType!,
      currencyId: values.currencyId!,
      amount: values.amount.trim(),
      remark: values.remark.trim(),
      fundPassword,
    };
    setBusy(true);
    setProblem(null);
    try {
      const order = await createApiTransfer(input);
      setPin(false);
      setSn(newOrderSn('AT'));
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
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    if (needsReview(values.toAccountType)) setPin(true);
    else void send();
  };

  const choice = (
    name: 'fromAccountType' | 'toAccountType' | 'currencyId',
    label: string,
    options: { value: number; label: string }[],
    extra: { disabled?: boolean; help?: string } = {},
  ) => (
    <PlainField id={`${id}-${name}`} label={label} error={errors[name]} help={extra.help} required>
      {(control) => (
        <FieldSelect
          {...control}
          disabled={extra.disabled}
          value={values[name]}
          onChange={(value) => change({ [name]: value })}
          options={options}
        />
      )}
    </PlainField>
  );

  return (
    <form className="plain-form" noValidate onSubmit={submit}>
      {choice(
        'fromAccountType',
        t('apiMoney:field.from'),
        sources.map((tt) => ({ value: tt.type, label: tt.name })),
        { disabled: sources.length === 0 },
      )}
      {choice(
        'toAccountType',
        t('apiMoney:field.to'),
        destinationsFrom(from, mode).map((v) => ({ value: v, label: accountLabel(v) })),
        { disabled: from === undefined },
      )}
      {choice(
        'currencyId',
        t('money:field.currency'),
        currencies.map((b) => ({
          value: b.currencyId,
          label: t('money:availableAmount', { amount: formatMoney(b.balance, b.currencyCode) }),
        })),
        {
          disabled: currencies.length === 0,
          help:
            from !== undefined && currencies.length === 0
              ? t('apiMoney:transfer.empty')
              : undefined,
        },
      )}
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
      {needsReview(values.toAccountType) && (
        <PlainAlert
          type="info"
          title={t('apiMoney:transfer.walletReview')}
          className="api-notice"
        />
      )}
      <ProblemAlert problem={problem} />
      <button type="submit" className="plain-button is-primary" aria-busy={busy && !pin}>
        {t('apiMoney:transfer.submit')}
      </button>
      <LazyFundPasswordDialog
        open={pin}
        onCancel={() => setPin(false)}
        onSubmit={send}
        okText={t('apiMoney:pin.confirm')}
        hint={t('apiMoney:pin.transferHint')}
      />
    </form>
  );
}
