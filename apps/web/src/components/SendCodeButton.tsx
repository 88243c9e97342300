import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback.ts';
import { usePendingAction } from '../lib/usePendingAction.ts';

/** The server refuses a new code to the same address within a minute (-1026). */
export const RESEND_SECONDS = 60;

interface Props {
  /** Validates what it needs and sends; resolves false when it sent nothing. */
  send: () => Promise<boolean>;
  /** The namespace whose `code.send`, `code.resendIn` and `code.sent` texts the button uses. */
  ns: string;
}

/**
 * Sends a verification code and blocks resending for a minute, counting down on the button.
 * A failed send shows nothing more: the request layer has shown the reason.
 */
export function SendCodeButton({ send, ns }: Props) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, run] = usePendingAction();

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = () =>
    run(async () => {
      if (await send()) {
        setSecondsLeft(RESEND_SECONDS);
        feedback().message.success(t(`${ns}:code.sent`));
      }
    });

  return (
    <Button onClick={onClick} loading={sending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? t(`${ns}:code.resendIn`, { seconds: secondsLeft }) : t(`${ns}:code.send`)}
    </Button>
  );
}
