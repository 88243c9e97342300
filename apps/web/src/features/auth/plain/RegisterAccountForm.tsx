import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { UserType } from '@pesa/contract';
import { PlainField } from '../../../components/plain/PlainField.tsx';
import { SegmentedRadios } from '../../../components/plain/SegmentedRadios.tsx';
import { usePlainForm } from '../../../components/plain/usePlainForm.ts';
import { authApi } from '../api.ts';
import type { ContactMethod } from '../components/ContactFields.tsx';
import { useCountryList } from '../useCountryList.ts';
import { CountryField, EmailField, PhoneField } from './ContactInputs.tsx';
import { MethodRadios } from './MethodRadios.tsx';
import { PlainCodeField } from './PlainCodeField.tsx';
import { signUpRules } from './signUpRules.ts';
import { SubmitButton } from './SubmitButton.tsx';
import './register.css';

export interface AccountStepValues {
  method: ContactMethod;
  userType: number;
  countryId: number;
  phone?: string;
  email?: string;
  code: string;
}

interface FormValues {
  userType: number;
  countryId: number | undefined;
  phone: string;
  email: string;
  code: string;
  agree: boolean;
}

const USER_TYPES = [
  { value: '2', key: 'individual' },
  { value: '1', key: 'company' },
  { value: String(UserType.AGENT), key: 'agent' },
] as const;

interface Props {
  initial: Partial<AccountStepValues> | null;
  onNext: (values: AccountStepValues) => void;
  /** Every change (with the contact method), so the page can keep it across a refresh. */
  onEdit?: (values: Partial<AccountStepValues>) => void;
}

/**
 * Step 1 of sign-up: user role, phone or email with its code, and the terms agreement. Plain
 * elements, without antd: a phone that follows a sign-up link starts here (issue 36).
 */
export function RegisterAccountForm({ initial, onNext, onEdit }: Props) {
  const { t } = useTranslation();
  const countries = useCountryList();
  const [method, setMethod] = useState<ContactMethod>(initial?.method ?? 'phone');
  const all = signUpRules(t);
  const contact =
    method === 'phone' ? (['countryId', 'phone'] as const) : (['countryId', 'email'] as const);
  const form = usePlainForm<FormValues>(
    {
      userType: initial?.userType ?? 2,
      countryId: initial?.countryId ?? 254,
      phone: initial?.phone ?? '',
      email: initial?.email ?? '',
      code: '',
      agree: false,
    },
    method === 'phone'
      ? { countryId: all.countryId, phone: all.phone, code: all.code, agree: all.agree }
      : { countryId: all.countryId, email: all.email, code: all.code, agree: all.agree },
  );
  const { values, errors } = form;
  const change = (patch: Partial<FormValues>) => {
    form.set(patch);
    const { agree: _agree, code: _code, ...kept } = { ...values, ...patch };
    onEdit?.({ ...kept, countryId: kept.countryId ?? undefined, method });
  };

  const sendCode = async () => {
    if (!form.validate(contact)) return false;
    const countryId = values.countryId ?? 254;
    if (method === 'phone')
      await authApi.sendSmsCode({ countryId, phone: values.phone, scene: 'register' });
    else await authApi.sendMailCode({ email: values.email, scene: 'register' });
    return true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) {
      document.getElementById(`register-${String(form.firstError())}`)?.focus();
      return;
    }
    onNext({
      method,
      userType: values.userType,
      countryId: values.countryId ?? 254,
      ...(method === 'phone' ? { phone: values.phone } : { email: values.email }),
      code: values.code,
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <PlainField
        id="register-userType"
        label={t('auth:register.userType')}
        error={undefined}
        group
        // What choosing agent commits to: a business verification before the first deposit.
        extra={values.userType === UserType.AGENT ? t('auth:register.agentHint') : undefined}
      >
        {() => (
          <SegmentedRadios
            block
            className="register-user-type"
            label={t('auth:register.userType')}
            name="register-user-type"
            value={String(values.userType)}
            onChange={(type) => change({ userType: Number(type) })}
            options={USER_TYPES.map((type) => ({
              value: type.value,
              label: t(`auth:register.${type.key}`),
            }))}
          />
        )}
      </PlainField>
      <MethodRadios
        label={t('auth:register.methodLabel')}
        value={method}
        onChange={(next) => {
          setMethod(next);
          onEdit?.({ method: next });
        }}
      />
      <CountryField
        id="register-countryId"
        countries={countries}
        value={values.countryId}
        error={errors.countryId}
        onChange={(countryId) => change({ countryId })}
      />
      {method === 'phone' ? (
        <PhoneField
          id="register-phone"
          value={values.phone}
          error={errors.phone}
          onChange={(phone) => change({ phone })}
        />
      ) : (
        <EmailField
          id="register-email"
          value={values.email}
          error={errors.email}
          onChange={(email) => change({ email })}
        />
      )}
      <PlainCodeField
        id="register-code"
        value={values.code}
        onChange={(code) => form.set({ code })}
        error={errors.code}
        send={sendCode}
      />
      <div className={errors.agree ? 'plain-field has-error' : 'plain-field'}>
        <label className="plain-check">
          <input
            id="register-agree"
            type="checkbox"
            checked={values.agree}
            aria-invalid={errors.agree !== undefined}
            aria-describedby="register-agree-error"
            onChange={(event) => form.set({ agree: event.target.checked })}
          />
          <span>
            <Trans
              i18nKey="auth:register.agree"
              components={{
                terms: <Link to="/termsConditions" target="_blank" />,
                privacy: <Link to="/privacyNotice" target="_blank" />,
              }}
            />
          </span>
        </label>
        <div className="plain-field-error" id="register-agree-error" role="alert">
          {errors.agree}
        </div>
      </div>
      <SubmitButton>{t('auth:register.next')}</SubmitButton>
      <p className="auth-switch">
        {t('auth:register.haveAccount')} <Link to="/login">{t('auth:register.toLogin')}</Link>
      </p>
    </form>
  );
}
