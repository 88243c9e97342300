import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveWarning } from '../../../components/LeaveWarning.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useGuestKeptInput } from '../../../lib/keptInput/useKeptInputAt.ts';
import { useStepInHistory } from '../../../lib/keptInput/useStepInHistory.ts';
import { startSession } from '../../../lib/sessionStart.ts';
import { authApi } from '../api.ts';
import { PlainSteps } from '../../../components/plain/PlainSteps.tsx';
import { PlainAuthCard } from '../plain/PlainAuthCard.tsx';
import { RegisterAccountForm } from '../plain/RegisterAccountForm.tsx';
import type { KeptAccount } from '../plain/RegisterPasswordStep.tsx';

// The password step is its own chunk: a phone's first visit shows the first step only. It is
// fetched as soon as the visitor starts filling that step in, so it is there when they go on.
const loadPasswordStep = () => import('../plain/RegisterPasswordStep.tsx');
const RegisterPasswordStep = lazy(loadPasswordStep);
// A visit that opens on the password step (a refresh there) asks for it with the page.
if (typeof window !== 'undefined' && /[?&]step=2(&|$)/.test(window.location.search)) {
  void loadPasswordStep();
}

/**
 * Sign-up in two steps: role, contact, code and terms; then the password. The step is in the
 * address and the answers in the tab's session, so a refresh, back or forward keeps both (the
 * code and password never are: after a refresh on the password step the code is asked again).
 * Plain elements, without antd or the signed-in app's machinery: every new customer starts
 * here, often on a phone over a slow link (issue 36).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const kept = useGuestKeptInput<KeptAccount>('register');
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

  const register = async (password: string) => {
    const { userType = 2, countryId = 254, method } = account;
    const common = { userType, countryId, code: code.current ?? '' };
    const token =
      method === 'email'
        ? await authApi.registerByEmail({ ...common, email: account.email ?? '', password })
        : await authApi.registerByPhone({ ...common, phone: account.phone ?? '', password });
    kept.clear();
    answers.current = {};
    // The new account is logged in straight away; the success screen leads on to the dashboard.
    startSession(token, '/register/success');
  };

  return (
    <PlainAuthCard title={t('auth:register.title')}>
      <LeaveWarning
        hasInput={() => Boolean(answers.current.phone || answers.current.email || step > 0)}
      />
      <PlainSteps
        className="auth-steps"
        current={step}
        titles={[t('auth:register.stepAccount'), t('auth:register.stepPassword')]}
      />
      {step === 1 ? (
        <Suspense fallback={<PageSpinner />}>
          <RegisterPasswordStep account={account} code={code} onBack={back} onSubmit={register} />
        </Suspense>
      ) : (
        <RegisterAccountForm
          initial={account.countryId ? account : null}
          onEdit={(values) => {
            keep(values);
            void loadPasswordStep();
          }}
          onNext={({ code: typed, ...values }) => {
            code.current = typed;
            keep({ ...values, accepted: true });
            goTo(1);
          }}
        />
      )}
    </PlainAuthCard>
  );
}
