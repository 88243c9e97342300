import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionAccess } from '../../lib/permissions/sessionAccess.ts';
import { FundPasswordSetup } from './FundPasswordSetup.tsx';

interface Props {
  open: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<string | null>;
  okText?: string;
  hint?: string;
}

/**
 * Payment verification: the 6-digit transaction password. `onSubmit` resolves with an error
 * text to show under the field (e.g. a wrong password), or null when the dialog may close.
 * Shared by every screen that moves money; `okText` and `hint` name what is being confirmed.
 * A user who has no transaction password yet gets no PIN pad: the dialog sets one first
 * (FundPasswordSetup) and then pays with it.
 */
export function FundPasswordDialog(props: Props) {
  const { data: access } = useSessionAccess();
  const info = access?.info;
  if (info && !info.fundPasswordFlag)
    return (
      <FundPasswordSetup
        open={props.open}
        info={info}
        onCancel={props.onCancel}
        onSubmit={props.onSubmit}
      />
    );
  return <PinPad {...props} />;
}

/** The PIN pad, for a user whose transaction password exists. */
function PinPad({ open, onCancel, onSubmit, okText, hint }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts empty: a PIN left from the last attempt (the dialog closed on a refusal
  // the screen handles, e.g. a name to confirm) must neither linger nor mix with the new digits.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPassword('');
      setError(null);
    }
  }

  const submit = async () => {
    if (!/^\d{6}$/.test(password)) {
      setError(t('send:passwordRule'));
      return;
    }
    setBusy(true);
    try {
      const problem = await onSubmit(password);
      setError(problem);
      if (problem) setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('send:verifyTitle')}
      okText={okText ?? t('send:pay')}
      cancelText={t('send:cancel')}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="fund-password-pad">
        {hint ?? t('send:verifyHint')}
      </Typography.Paragraph>
      <Form.Item validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
        <Input.OTP
          length={6}
          mask
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          aria-label={t('send:verifyTitle')}
          // Each box opens the phone's digit pad.
          inputMode="numeric"
          formatter={(value) => value.replace(/\D/g, '')}
        />
      </Form.Item>
    </Modal>
  );
}
