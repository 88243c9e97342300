import { Button } from 'antd';
import { useSendCode, type SendCodeOptions } from './useSendCode.ts';

/**
 * Sends a verification code and blocks resending for a minute, counting down on the button
 * (useSendCode.ts).
 */
export function SendCodeButton(props: SendCodeOptions) {
  const { onClick, sending, waiting, label } = useSendCode(props);
  return (
    <Button onClick={onClick} loading={sending} disabled={waiting}>
      {label}
    </Button>
  );
}
