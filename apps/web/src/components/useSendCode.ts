import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@pesa/contract';
import { feedback } from '../lib/feedback.ts';
import { RequestError } from '../lib/request/RequestError.ts';
import { usePendingAction } from '../lib/usePendingAction.ts';

/** The server refuses a new code to the same address within a minute (-1026). */
export const RESEND_SECONDS = 60;

/** Seconds until a new code may be asked, from a -1026 refusal's `data.retryAfter`. */
function retryAfterOf(error: unknown): number {
  if (!(error instanceof RequestError) || error.code !== ErrorCode.CODE_TOO_FREQUENT) return 0;
  const seconds = (error.data as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0
    ? Math.min(seconds, RESEND_SECONDS)
    : 0;
}

export interface SendCodeOptions {
  /** Validates what it needs and sends; resolves false when it sent nothing. */
  send: () => Promise<boolean>;
  /** The namespace whose `code.send`, `code.resendIn` and `code.sent` texts the button uses. */
  ns: string;
  /** Said instead of `code.sent` (a reset, where the server never says whether it sent one). */
  sentText?: string;
}

/**
 * A send-code button's behaviour, for antd's button (SendCodeButton) and the plain one of the
 * pages built without antd: it sends, says so, and blocks resending for a minute, counting down
 * in its label. When the server refuses because a code went out less than a minute ago (after a
 * reload, or from another screen), it counts down the wait the server gave. Any other failure
 * shows nothing more: the request layer has shown the reason.
 */
export function useSendCode({ send, ns, sentText }: SendCodeOptions) {
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
      try {
        if (await send()) {
          setSecondsLeft(RESEND_SECONDS);
          feedback().message.success(sentText ?? t(`${ns}:code.sent`));
        }
      } catch (error) {
        setSecondsLeft(retryAfterOf(error));
        throw error;
      }
    });

  const label =
    secondsLeft > 0 ? t(`${ns}:code.resendIn`, { seconds: secondsLeft }) : t(`${ns}:code.send`);
  return { onClick, sending, waiting: secondsLeft > 0, label };
}
