import { useState } from 'react';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { startSession } from '../../../lib/session.ts';
import { authApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { RegisterAccountStep, type AccountStepValues } from '../components/RegisterAccountStep.tsx';
import { SetPasswordStep } from '../components/SetPasswordStep.tsx';

/** Sign-up in two steps: role, contact, code and terms; then the password. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState<AccountStepValues | null>(null);
  const [step, setStep] = useState<0 | 1>(0);

  const register = async (password: string) => {
    if (!account) return;
    const common = { userType: account.userType, countryId: account.countryId, code: account.code };
    const token =
      account.method === 'phone'
        ? await authApi.registerByPhone({ ...common, phone: account.phone ?? '', password })
        : await authApi.registerByEmail({ ...common, email: account.email ?? '', password });
    // The new account is logged in straight away; the success screen leads on to the dashboard.
    startSession(token, '/register/success');
  };

  return (
    <AuthCard title={t('auth:register.title')}>
      <Steps
        size="small"
        responsive={false}
        current={step}
        className="auth-steps"
        items={[
          { title: t('auth:register.stepAccount') },
          { title: t('auth:register.stepPassword') },
        ]}
      />
      {step === 1 ? (
        <SetPasswordStep
          submitLabel={t('auth:register.submit')}
          onBack={() => setStep(0)}
          onSubmit={register}
        />
      ) : (
        <RegisterAccountStep
          initial={account}
          onNext={(values) => {
            setAccount(values);
            setStep(1);
          }}
        />
      )}
    </AuthCard>
  );
}
