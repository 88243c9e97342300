import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';

/** The server refuses a new code to the same address within a minute (-1026). */
const RESEND_SECONDS = 60;

/**
 * Sends a verification code with `send` (which validates what it needs and resolves false when
 * it sent nothing) and blocks resending for a minute.
 */
export function SendCodeButton({ send }: { send: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    setSending(true);
    try {
      if (await send()) {
        setSecondsLeft(RESEND_SECONDS);
        feedback().message.success(t('profile:code.sent'));
      }
    } catch {
      // The request layer has shown the reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={onClick} loading={sending} disabled={secondsLeft > 0}>
      {secondsLeft > 0
        ? t('profile:code.resendIn', { seconds: secondsLeft })
        : t('profile:code.send')}
    </Button>
  );
}
