import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainNote } from '../../../components/plain/PlainNote.tsx';
import { authApi } from '../api.ts';
import { CODE_PATTERN } from '../rules.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { PlainCodeField } from './PlainCodeField.tsx';
import type { AccountStepValues } from './RegisterAccountForm.tsx';
import { signUpRules } from './signUpRules.ts';

/** Sign-up's first step's answers as kept in the tab's session: never the code. */
export type KeptAccount = Partial<AccountStepValues> & { accepted?: boolean };

/**
 * The password, and first the code again when it was lost (codes are never kept: a refresh on
 * this step asks it here, with a button to send a new one to the contact kept from step 1).
 */
export default function RegisterPasswordStep({
  account,
  code,
  onBack,
  onSubmit,
}: {
  account: KeptAccount;
  code: { current: string | undefined };
  onBack: () => void;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [codeLost] = useState(() => code.current === undefined);
  const [typed, setTyped] = useState('');
  const [codeChecked, setCodeChecked] = useState(false);
  const codeError = codeChecked
    ? signUpRules(t)
        .code.map((rule) => rule(typed))
        .find((message) => message !== undefined)
    : undefined;
  const sendAgain = async () => {
    const countryId = account.countryId ?? 254;
    if (account.method === 'email')
      await authApi.sendMailCode({ email: account.email ?? '', scene: 'register' });
    else await authApi.sendSmsCode({ countryId, phone: account.phone ?? '', scene: 'register' });
    return true;
  };
  return (
    <NewPasswordForm
      submitLabel={t('auth:register.submit')}
      onBack={onBack}
      onSubmit={onSubmit}
      beforeValid={() => {
        if (!codeLost) return true;
        setCodeChecked(true);
        if (CODE_PATTERN.test(typed)) {
          code.current = typed;
          return true;
        }
        document.getElementById('register-code')?.focus();
        return false;
      }}
      before={
        codeLost && (
          <>
            <PlainNote className="auth-code-again">{t('auth:register.codeAgain')}</PlainNote>
            <PlainCodeField
              id="register-code"
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setCodeChecked(true);
              }}
              error={codeError}
              send={sendAgain}
            />
          </>
        )
      }
    />
  );
}
