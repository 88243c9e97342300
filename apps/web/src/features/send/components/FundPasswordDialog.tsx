import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Payment verification: the 6-digit transaction password. `onSubmit` rejects with an error
 * text to show under the field (e.g. a wrong password) or resolves when the dialog may close.
 */
export function FundPasswordDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      okText={t('send:pay')}
      cancelText={t('send:cancel')}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('send:verifyHint')}</Typography.Paragraph>
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
          formatter={(value) => value.replace(/\D/g, '')}
        />
      </Form.Item>
    </Modal>
  );
}
