import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { startSession } from '../../../lib/session.ts';
import { afterLoginPath } from '../../../lib/navigationRules.ts';
import { usePendingAction } from '../../../lib/usePendingAction.ts';
import { authApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { ContactFields, type ContactMethod } from '../components/ContactFields.tsx';
import { ContactMethodSwitch } from '../components/ContactMethodSwitch.tsx';

interface LoginValues {
  countryId: number;
  phone?: string;
  email?: string;
  password: string;
}

/** Login by phone (with country) or email; `/login/254` and `/login/255` preselect the country. */
export default function LoginPage({ countryId = 254 }: { countryId?: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<ContactMethod>('phone');
  const [submitting, run] = usePendingAction();

  const submit = (values: LoginValues) =>
    run(async () => {
      const token =
        method === 'phone'
          ? await authApi.loginByPhone({
              countryId: values.countryId,
              phone: values.phone ?? '',
              password: values.password,
            })
          : await authApi.loginByEmail({ email: values.email ?? '', password: values.password });
      startSession(token, afterLoginPath(params.get('redirect')));
    });

  return (
    <AuthCard title={t('auth:login.title')}>
      <ContactMethodSwitch value={method} onChange={setMethod} />
      <Form<LoginValues>
        key={countryId}
        layout="vertical"
        requiredMark={false}
        initialValues={{ countryId }}
        onFinish={submit}
      >
        <ContactFields method={method} withCountry={method === 'phone'} />
        <Form.Item
          name="password"
          label={t('auth:fields.password')}
          rules={[{ required: true, message: t('auth:rules.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="auth-row-end">
          <Link to="/forgotPassword">{t('auth:login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('auth:login.submit')}
        </Button>
      </Form>
      <p className="auth-switch">
        {t('auth:login.noAccount')} <Link to="/register">{t('auth:login.toRegister')}</Link>
      </p>
    </AuthCard>
  );
}
