import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function secondsLeft(expireTime: string): number {
  return Math.max(0, Math.ceil((new Date(expireTime).getTime() - Date.now()) / 1000));
}

/**
 * Seconds until a quote's `expireTime`; calls `onExpire` once when it reaches zero so the page
 * can fetch a new quote.
 */
export function ExpiryCountdown({
  expireTime,
  onExpire,
}: {
  expireTime: string;
  onExpire?: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(expireTime));

  useEffect(() => {
    setLeft(secondsLeft(expireTime));
    let fired = false;
    const timer = setInterval(() => {
      const next = secondsLeft(expireTime);
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        onExpire?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expireTime, onExpire]);

  return (
    <Typography.Text type={left > 0 ? 'secondary' : 'danger'} data-testid="quote-countdown">
      {left > 0 ? t('money:quote.expiresIn', { seconds: left }) : t('money:quote.expired')}
    </Typography.Text>
  );
}
