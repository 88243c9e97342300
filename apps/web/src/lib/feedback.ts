import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts and notifications for code outside React (the request layer). The app registers
 * antd's hook-based instances at start, so they follow the theme and the language.
 */
export interface Feedback {
  message: Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'>;
  notification: Pick<NotificationInstance, 'error'>;
}

// Before the app has mounted nothing can be shown; keep the text in the console instead.
const consoleFeedback: Feedback = {
  message: {
    success: (c) => (console.info(c), Promise.resolve(true)) as never,
    info: (c) => (console.info(c), Promise.resolve(true)) as never,
    warning: (c) => (console.warn(c), Promise.resolve(true)) as never,
    error: (c) => (console.error(c), Promise.resolve(true)) as never,
  },
  notification: { error: (c) => console.error(c) },
};

let current: Feedback = consoleFeedback;

export function registerFeedback(feedback: Feedback): () => void {
  const previous = current;
  current = feedback;
  return () => {
    current = previous;
  };
}

export function feedback(): Feedback {
  return current;
}
