import { useTranslation } from 'react-i18next';
import { PlainField } from '../../../components/plain/PlainField.tsx';
import { useSendCode } from '../../../components/useSendCode.ts';
import './register.css';

/**
 * The verification code with its send button beside it, without antd: 6 digits (the phone's
 * one-time-code autofill fills it), and a button that counts down a minute before it sends again.
 */
export function PlainCodeField({
  id,
  value,
  onChange,
  error,
  send,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  /** Validates the contact and sends; resolves false when it sent nothing. */
  send: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const code = useSendCode({ send, ns: 'auth' });
  return (
    <PlainField id={id} label={t('auth:fields.code')} error={error} required>
      {(control) => (
        <span className="plain-code-row">
          <input
            {...control}
            className="plain-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            onChange={(event) => onChange(event.target.value.trim())}
          />
          <button
            type="button"
            className="plain-button plain-code-send"
            disabled={code.waiting}
            aria-busy={code.sending}
            onClick={() => {
              if (!code.sending) void code.onClick();
            }}
          >
            {code.sending && <span className="plain-button-spinner" aria-hidden="true" />}
            {code.label}
          </button>
        </span>
      )}
    </PlainField>
  );
}
