import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startSession } from '../../../lib/sessionStart.ts';
import { afterLoginPath } from '../../../lib/navigationRules.ts';
import { usePendingAction } from '../../../lib/usePendingAction.ts';
import { authApi } from '../api.ts';
import type { ContactMethod } from '../components/ContactFields.tsx';
import { useCountryList } from '../useCountryList.ts';
import { useLoginForm } from '../useLoginForm.ts';
import { countryOfTypedPhone } from '../phoneCountry.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { CountryField, EmailField, PhoneField } from '../plain/ContactInputs.tsx';
import { MethodRadios } from '../plain/MethodRadios.tsx';
import { PasswordInput } from '../plain/PasswordInput.tsx';
import { SubmitButton } from '../plain/SubmitButton.tsx';
import { PlainAuthCard } from '../plain/PlainAuthCard.tsx';
import { PlainField } from '../../../components/plain/PlainField.tsx';

/**
 * Login by phone (with country) or email; `/login/254` and `/login/255` preselect the country,
 * and a number that names its country (+255 …, or a Tanzanian 06 prefix) sets it. When no account
 * has the number in the chosen country, the page asks to check the country.
 * Built from plain elements, without antd: people land here on a slow phone link (issue 16).
 */
export default function LoginPage({ countryId = 254 }: { countryId?: number }) {
  // A new preselected country starts a fresh form, as a new page would.
  return <LoginForm key={countryId} countryId={countryId} />;
}

function LoginForm({ countryId }: { countryId: number }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<ContactMethod>('phone');
  const countries = useCountryList();
  const { values, errors, change, validate } = useLoginForm(countryId, method);
  const [submitting, run] = usePendingAction();
  // The country in which no account has the typed number (-1002), until the number or country changes.
  const [notFoundIn, setNotFoundIn] = useState<number | null>(null);
  const changePhone = (phone: string) => {
    change('phone', phone);
    setNotFoundIn(null);
    const named = countryOfTypedPhone(phone);
    if (named && named !== values.countryId && countries?.some((c) => c.countryId === named))
      change('countryId', named);
  };
  const countryName = (id: number | null) => {
    const country = countries?.find((c) => c.countryId === id);
    if (!country) return '';
    return i18n.language === 'zh' ? country.nameZh : country.nameEn;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validate();
    if (!checked.ok) {
      document.getElementById(`login-${checked.first}`)?.focus();
      return;
    }
    const { countryId: country, phone, email, password } = checked.values;
    void run(async () => {
      try {
        const token =
          method === 'phone'
            ? await authApi.loginByPhone({ countryId: country ?? countryId, phone, password })
            : await authApi.loginByEmail({ email, password });
        startSession(token, afterLoginPath(params.get('redirect')));
      } catch (error) {
        if (method === 'phone' && error instanceof RequestError && error.code === -1002)
          setNotFoundIn(country ?? countryId);
        throw error;
      }
    });
  };

  return (
    <PlainAuthCard title={t('auth:login.title')}>
      <MethodRadios value={method} onChange={setMethod} />
      <form noValidate onSubmit={submit}>
        {method === 'phone' && (
          <>
            <CountryField
              id="login-countryId"
              countries={countries}
              value={values.countryId}
              error={errors.countryId}
              onChange={(id) => {
                change('countryId', id);
                setNotFoundIn(null);
              }}
            />
            <PhoneField
              id="login-phone"
              value={values.phone}
              error={errors.phone}
              onChange={changePhone}
            />
            {notFoundIn !== null && (
              <p className="auth-check-country" role="alert" data-testid="login-check-country">
                {t('auth:login.checkCountry', { country: countryName(notFoundIn) })}
              </p>
            )}
          </>
        )}
        {method === 'email' && (
          <EmailField
            id="login-email"
            value={values.email}
            error={errors.email}
            onChange={(email) => change('email', email)}
          />
        )}
        <PlainField id="login-password" label={t('auth:fields.password')} error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={values.password}
              onChange={(password) => change('password', password)}
            />
          )}
        </PlainField>
        <div className="auth-row-end">
          <Link to="/forgotPassword">{t('auth:login.forgot')}</Link>
        </div>
        <SubmitButton busy={submitting}>{t('auth:login.submit')}</SubmitButton>
      </form>
      <p className="auth-switch">
        {t('auth:login.noAccount')} <Link to="/register">{t('auth:login.toRegister')}</Link>
      </p>
    </PlainAuthCard>
  );
}
