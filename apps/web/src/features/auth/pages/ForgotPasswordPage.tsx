import { useState } from 'react';
import { feedback } from '../../../lib/feedback.ts';
import { Link, useNavigate } from 'react-router';
import { Button, Form, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { ContactFields, type ContactMethod } from '../components/ContactFields.tsx';
import { ContactMethodSwitch } from '../components/ContactMethodSwitch.tsx';
import { CodeField } from '../components/CodeField.tsx';
import { SetPasswordStep } from '../components/SetPasswordStep.tsx';

interface IdentityValues {
  countryId: number;
  phone?: string;
  email?: string;
  code: string;
}

/** Password recovery: 1) account and verification code, 2) the new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<ContactMethod>('phone');
  const [identity, setIdentity] = useState<IdentityValues | null>(null);

  const reset = async (password: string) => {
    if (!identity) return;
    if (method === 'phone') {
      await authApi.findPwdByPhone({
        countryId: identity.countryId,
        phone: identity.phone ?? '',
        code: identity.code,
        password,
      });
    } else {
      await authApi.findPwdByEmail({ email: identity.email ?? '', code: identity.code, password });
    }
    feedback().message.success(t('auth:forgot.done'));
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard title={t('auth:forgot.title')}>
      <Steps
        size="small"
        responsive={false}
        current={identity ? 1 : 0}
        className="auth-steps"
        items={[{ title: t('auth:forgot.stepVerify') }, { title: t('auth:forgot.stepPassword') }]}
      />
      {identity ? (
        <SetPasswordStep
          submitLabel={t('auth:forgot.submit')}
          onBack={() => setIdentity(null)}
          onSubmit={reset}
        />
      ) : (
        <Form<IdentityValues>
          layout="vertical"
          requiredMark={false}
          initialValues={{ countryId: 254 }}
          onFinish={setIdentity}
        >
          <ContactMethodSwitch value={method} onChange={setMethod} />
          <ContactFields method={method} withCountry={method === 'phone'} />
          <CodeField method={method} scene="findPwd" />
          <Button type="primary" htmlType="submit" block size="large">
            {t('auth:forgot.next')}
          </Button>
          <p className="auth-switch">
            <Link to="/login">{t('auth:forgot.backToLogin')}</Link>
          </p>
        </Form>
      )}
    </AuthCard>
  );
}
