import { useEffect, useState } from 'react';
import { feedback } from '../../../lib/feedback.ts';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi, type CodeScene } from '../api.ts';
import type { ContactMethod } from './ContactFields.tsx';

const RESEND_SECONDS = 60;

/**
 * Validates the contact fields of the surrounding form, sends a code by SMS or email and
 * blocks resending for a minute (the server also rate-limits with -1026).
 */
export function SendCodeButton({ method, scene }: { method: ContactMethod; scene: CodeScene }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const fields = method === 'phone' ? ['countryId', 'phone'] : ['email'];
    const values = await form.validateFields(fields).catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      if (method === 'phone') {
        await authApi.sendSmsCode({ countryId: values.countryId, phone: values.phone, scene });
      } else {
        await authApi.sendMailCode({ email: values.email, scene });
      }
      setSecondsLeft(RESEND_SECONDS);
      feedback().message.success(t('auth:code.sent'));
    } catch {
      // The request layer has shown the reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? t('auth:code.resendIn', { seconds: secondsLeft }) : t('auth:code.send')}
    </Button>
  );
}
