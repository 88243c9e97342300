import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { FileUploadField } from '../../../components/money/FileUploadField.tsx';
import { FieldSelect } from '../../../components/plain/FieldSelect.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { PlainField } from '../../../components/plain/PlainField.tsx';
import { TrimmedTextInput } from '../../../components/plain/TrimmedTextInput.tsx';
import { requiredRule, usePlainForm } from '../../../components/plain/usePlainForm.ts';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { amountRule } from '../amounts.ts';
import { API_ORDERS_KEY, createApiRecharge, useRechargeInstructions } from '../api.ts';
import { RechargeInstructionsView } from './RechargeInstructionsView.tsx';

interface Values {
  currencyId?: number;
  payType?: number;
  amount: string;
  proofFile?: string;
  remark: string;
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
  const id = useId();
  const queryClient = useQueryClient();
  const required = requiredRule(t('apiMoney:form.required'));
  const form = usePlainForm<Values>(
    // The country's own currency comes first in its channel list.
    { currencyId: currencies[0]?.currencyId, amount: '', remark: '' },
    {
      currencyId: [required],
      payType: [required],
      amount: [required, amountRule(t('apiMoney:form.amountRule'))],
      proofFile: [required],
    },
  );
  const { values, errors } = form;
  const { data: instructions } = useRechargeInstructions(values.currencyId);
  const methods =
    instructions && instructions.currencyId === values.currencyId ? instructions.methods : [];
  const method = methods.find((m) => m.payType === values.payType);
  // One order number per filled-in form: resubmitting after a lost reply is not a second top-up.
  const [sn, setSn] = useState(() => newOrderSn('AR'));
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<Values>) => {
    setSn(newOrderSn('AR'));
    form.set('currencyId' in patch ? { ...patch, payType: undefined } : patch);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    try {
      const order = await createApiRecharge({
        sn,
        payType: values.payType!,
        currencyId: values.currencyId!,
        amount: values.amount.trim(),
        proofFile: values.proofFile!,
        remark: values.remark.trim(),
      });
      setSn(newOrderSn('AR'));
      form.reset(['amount', 'proofFile', 'remark']);
      await queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY });
      onDone(order);
    } catch (error) {
      form.showServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  if (currencies.length === 0)
    return <PlainAlert type="info" title={t('apiMoney:recharge.noMethods')} />;
  return (
    <form className="plain-form" noValidate onSubmit={(event) => void submit(event)}>
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
            onChange={(currencyId) => change({ currencyId })}
            options={currencies.map((c) => ({ value: c.currencyId, label: c.code }))}
          />
        )}
      </PlainField>
      <PlainField
        id={`${id}-method`}
        label={t('apiMoney:recharge.method')}
        error={errors.payType}
        required
        group
      >
        {() => (
          <div className="plain-radios">
            {methods.map((m) => (
              <label key={m.payType} className="plain-radio">
                <input
                  type="radio"
                  name={`${id}-method`}
                  checked={values.payType === m.payType}
                  onChange={() => change({ payType: m.payType })}
                />
                {t(`apiMoney:recharge.methods.${m.payType}`)}
              </label>
            ))}
          </div>
        )}
      </PlainField>
      {method && <RechargeInstructionsView method={method} />}
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
      <PlainField
        id={`${id}-proof`}
        label={t('apiMoney:recharge.proof')}
        error={errors.proofFile}
        required
      >
        {(control) => (
          <FileUploadField
            id={control.id}
            value={values.proofFile}
            onChange={(proofFile) => change({ proofFile })}
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
      <button type="submit" className="plain-button is-primary" aria-busy={busy}>
        {t('apiMoney:recharge.submit')}
      </button>
    </form>
  );
}
