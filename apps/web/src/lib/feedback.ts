import type { ReactNode } from 'react';

/**
 * Toasts and notifications for any code (the request layer, pages). antd's toast code is only
 * loaded when the first toast is shown, which keeps it off the budgeted home page.
 */
export interface Feedback {
  message: {
    success(content: ReactNode): unknown;
    error(content: ReactNode): unknown;
    warning(content: ReactNode): unknown;
    info(content: ReactNode): unknown;
  };
  notification: { error(config: { title: ReactNode; description?: ReactNode }): unknown };
}

let instance: Feedback | null = null;
let requestLoad: () => void = () => undefined;
const pending: ((target: Feedback) => void)[] = [];

/** The app registers antd's context-aware instances here once they are loaded. */
export function registerFeedback(target: Feedback): () => void {
  const previous = instance;
  instance = target;
  pending.splice(0).forEach((show) => show(target));
  return () => {
    instance = previous;
  };
}

/** The app says how to load the toast code; called again at once if a toast is already waiting. */
export function onFeedbackNeeded(load: () => void): () => void {
  requestLoad = load;
  if (pending.length > 0) load();
  return () => {
    requestLoad = () => undefined;
  };
}

function show(action: (target: Feedback) => void): void {
  if (instance) {
    action(instance);
    return;
  }
  pending.push(action);
  requestLoad();
}

const proxy: Feedback = {
  message: {
    success: (content) => show((f) => f.message.success(content)),
    error: (content) => show((f) => f.message.error(content)),
    warning: (content) => show((f) => f.message.warning(content)),
    info: (content) => show((f) => f.message.info(content)),
  },
  notification: { error: (config) => show((f) => f.notification.error(config)) },
};

export function feedback(): Feedback {
  return proxy;
}
