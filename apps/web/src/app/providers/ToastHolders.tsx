import { useEffect } from 'react';
import { message, notification } from 'antd';
import { registerFeedback } from '../../lib/feedback.ts';

/** antd's hook-based toasts (they follow theme and language); loaded with the first toast. */
export default function ToastHolders() {
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
