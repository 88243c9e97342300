import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainField } from '../../../components/plain/PlainField.tsx';
import { usePendingAction } from '../../../lib/usePendingAction.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { confirmRule, signUpRules } from './signUpRules.ts';
import './register.css';

/**
 * A new password and its repetition, without antd (sign-up's last step): browsers are told both
 * are new, so they offer to generate one. `before` holds fields asked first (the code again,
 * after a refresh) and `beforeValid` says whether they pass, checking them as it does.
 */
export function NewPasswordForm({
  submitLabel,
  onBack,
  onSubmit,
  before,
  beforeValid = () => true,
}: {
  submitLabel: string;
  onBack: () => void;
  /** Rejects when the server refused; the request layer has shown why. */
  onSubmit: (password: string) => Promise<void>;
  before?: ReactNode;
  beforeValid?: () => boolean;
}) {
  const { t } = useTranslation();
  const [submitting, run] = usePendingAction();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // A field shows its error once changed, and every field once submitted, as antd's forms do;
  // the repetition is checked against the password as it is now (antd's `dependencies`).
  const [checked, setChecked] = useState({ password: false, confirm: false });
  const errorOf = {
    password: signUpRules(t)
      .password.map((rule) => rule(password))
      .find((message) => message !== undefined),
    confirm: confirmRule(t, password)(confirm),
  };
  const passwordError = checked.password ? errorOf.password : undefined;
  const confirmError = checked.confirm ? errorOf.confirm : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setChecked({ password: true, confirm: true });
    if (!beforeValid()) return;
    if (errorOf.password !== undefined || errorOf.confirm !== undefined) {
      const first = errorOf.password !== undefined ? 'register-password' : 'register-confirm';
      document.getElementById(first)?.focus();
      return;
    }
    void run(() => onSubmit(password));
  };

  return (
    <form noValidate onSubmit={submit}>
      {before}
      <PlainField
        id="register-password"
        label={t('auth:fields.newPassword')}
        error={passwordError}
        extra={t('auth:rules.passwordHint')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={password}
            onChange={(typed) => {
              setPassword(typed);
              setChecked((was) => ({ password: true, confirm: was.confirm || confirm !== '' }));
            }}
          />
        )}
      </PlainField>
      <PlainField
        id="register-confirm"
        label={t('auth:fields.confirmPassword')}
        error={confirmError}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={confirm}
            onChange={(typed) => {
              setConfirm(typed);
              setChecked((was) => ({ ...was, confirm: true }));
            }}
          />
        )}
      </PlainField>
      <div className="plain-actions">
        <SubmitButton busy={submitting}>{submitLabel}</SubmitButton>
        <button type="button" className="plain-button plain-block" onClick={onBack}>
          {t('auth:back')}
        </button>
      </div>
    </form>
  );
}
