import { useRef } from 'react';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LeaveWarning } from '../../../components/LeaveWarning.tsx';
import { useKeptInput } from '../../../lib/keptInput/useKeptInput.ts';
import { useStepInHistory } from '../../../lib/keptInput/useStepInHistory.ts';
import { startSession } from '../../../lib/session.ts';
import { authApi } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { CodeAgain } from '../components/CodeAgain.tsx';
import { RegisterAccountStep, type AccountStepValues } from '../components/RegisterAccountStep.tsx';
import { SetPasswordStep } from '../components/SetPasswordStep.tsx';

/** The first step's answers as kept in the tab's session: never the code. */
type KeptAccount = Partial<AccountStepValues> & { accepted?: boolean };

/**
 * Sign-up in two steps: role, contact, code and terms; then the password. The step is in the
 * address and the answers in the tab's session, so a refresh, back or forward keeps both (the
 * code and password never are: after a refresh on the password step the code is asked again).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const kept = useKeptInput<KeptAccount>('register');
  const answers = useRef<KeptAccount>(kept.kept ?? {});
  // The code typed on step 1 lives only in memory.
  const code = useRef<string | undefined>(undefined);
  const { step, goTo, back } = useStepInHistory({
    count: 2,
    reachable: answers.current.accepted ? 1 : 0,
  });
  const account = answers.current;
  const keep = (values: KeptAccount) => {
    answers.current = { ...answers.current, ...values };
    kept.keep(answers.current);
  };

  const register = async (password: string, typedCode?: string) => {
    const { userType = 2, countryId = 254, method } = account;
    const common = { userType, countryId, code: code.current ?? typedCode ?? '' };
    const token =
      method === 'email'
        ? await authApi.registerByEmail({ ...common, email: account.email ?? '', password })
        : await authApi.registerByPhone({ ...common, phone: account.phone ?? '', password });
    kept.clear();
    answers.current = {};
    // The new account is logged in straight away; the success screen leads on to the dashboard.
    startSession(token, '/register/success');
  };
  const codeLost = step === 1 && code.current === undefined;

  return (
    <AuthCard title={t('auth:register.title')}>
      <LeaveWarning
        hasInput={() => Boolean(answers.current.phone || answers.current.email || step > 0)}
      />
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
          onBack={back}
          initialValues={codeLost ? account : undefined}
          onSubmit={(password, values) => register(password, values.code as string | undefined)}
        >
          {codeLost && <CodeAgain method={account.method ?? 'phone'} scene="register" />}
        </SetPasswordStep>
      ) : (
        <RegisterAccountStep
          initial={account.countryId ? (account as AccountStepValues) : null}
          onEdit={(values) => keep(values)}
          onNext={({ code: typed, ...values }) => {
            code.current = typed;
            keep({ ...values, accepted: true });
            goTo(1);
          }}
        />
      )}
    </AuthCard>
  );
}
