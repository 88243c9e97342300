import { useEffect } from 'react';
import { message, notification } from 'antd';
import { registerFeedback } from '../../lib/feedback.ts';
import { AntdProviders } from './AntdProviders.tsx';

/** antd's hook-based toasts, in the app's theme and language; loaded with the first toast. */
export default function ToastHolders() {
  return (
    <AntdProviders>
      <Holders />
    </AntdProviders>
  );
}

function Holders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(
    () => registerFeedback({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
