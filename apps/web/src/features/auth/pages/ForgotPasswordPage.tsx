import { useRef, useState } from 'react';
import { LeaveWarning } from '../../../components/LeaveWarning.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { useKeptInput } from '../../../lib/keptInput/useKeptInput.ts';
import { useStepInHistory } from '../../../lib/keptInput/useStepInHistory.ts';
import { Link, useNavigate } from 'react-router';
import { Button, Form, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { ContactFields, type ContactMethod } from '../components/ContactFields.tsx';
import { ContactMethodSwitch } from '../components/ContactMethodSwitch.tsx';
import { CodeAgain } from '../components/CodeAgain.tsx';
import { CodeField } from '../components/CodeField.tsx';
import { SetPasswordStep } from '../components/SetPasswordStep.tsx';

interface IdentityValues {
  countryId: number;
  phone?: string;
  email?: string;
  code: string;
}

/** The first step's answers as kept in the tab's session: never the code. */
type KeptIdentity = Partial<IdentityValues> & { method?: ContactMethod; accepted?: boolean };

/**
 * Password recovery: 1) account and verification code, 2) the new password. Like sign-up, the
 * step is in the address and the contact in the tab's session; the code never is, so after a
 * refresh on the password step it is asked there again.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kept = useKeptInput<KeptIdentity>('forgot-password');
  const answers = useRef<KeptIdentity>(kept.kept ?? {});
  const [method, setMethodState] = useState<ContactMethod>(answers.current.method ?? 'phone');
  // The code typed on step 1 lives only in memory.
  const code = useRef<string | undefined>(undefined);
  // Reset: the way to the sign-in page is not "leaving with unsaved input".
  const finished = useRef(false);
  const { step, goTo, back } = useStepInHistory({
    count: 2,
    reachable: answers.current.accepted ? 1 : 0,
  });
  const keep = (values: KeptIdentity) => {
    answers.current = { ...answers.current, ...values };
    kept.keep(answers.current);
  };
  const setMethod = (next: ContactMethod) => {
    setMethodState(next);
    keep({ method: next });
  };
  const identity = answers.current;

  const reset = async (password: string, typedCode?: string) => {
    const sentCode = code.current ?? typedCode ?? '';
    if (method === 'phone') {
      await authApi.findPwdByPhone({
        countryId: identity.countryId ?? 254,
        phone: identity.phone ?? '',
        code: sentCode,
        password,
      });
    } else {
      await authApi.findPwdByEmail({ email: identity.email ?? '', code: sentCode, password });
    }
    kept.clear();
    answers.current = {};
    finished.current = true;
    feedback().message.success(t('auth:forgot.done'));
    navigate('/login', { replace: true });
  };
  const codeLost = step === 1 && code.current === undefined;

  return (
    <AuthCard title={t('auth:forgot.title')}>
      <LeaveWarning
        hasInput={() =>
          !finished.current && Boolean(answers.current.phone || answers.current.email || step > 0)
        }
      />
      <Steps
        size="small"
        responsive={false}
        current={step}
        className="auth-steps"
        items={[{ title: t('auth:forgot.stepVerify') }, { title: t('auth:forgot.stepPassword') }]}
      />
      {step === 1 ? (
        <SetPasswordStep
          submitLabel={t('auth:forgot.submit')}
          onBack={back}
          initialValues={codeLost ? identity : undefined}
          onSubmit={(password, values) => reset(password, values.code as string | undefined)}
        >
          {codeLost && <CodeAgain method={method} scene="findPwd" />}
        </SetPasswordStep>
      ) : (
        <Form<IdentityValues>
          layout="vertical"
          requiredMark={false}
          initialValues={{ countryId: 254, ...identity }}
          onValuesChange={(_, values) => keep(values)}
          onFinish={({ code: typed, ...values }) => {
            code.current = typed;
            keep({ ...values, accepted: true });
            goTo(1);
          }}
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
