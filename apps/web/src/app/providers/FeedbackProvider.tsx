import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import AntdAppContext from 'antd/es/app/context';
import { feedback, onFeedbackNeeded } from '../../lib/feedback.ts';

const ToastHolders = lazy(() => import('./ToastHolders.tsx'));

/**
 * Pages may show toasts with antd's `App.useApp()` or with `feedback()` from lib/feedback.ts;
 * both go through the same lazily loaded holders. antd's own <App> is not used because it
 * would also put the modal code on the home page; screens that need a dialog use
 * `Modal.useModal()` themselves.
 */
const appContext = { ...feedback(), modal: {} } as unknown as React.ContextType<
  typeof AntdAppContext
>;

/** Toasts, with antd's toast code loaded only when the first one is shown. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFeedbackNeeded(() => setNeeded(true)), []);
  return (
    <AntdAppContext.Provider value={appContext}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastHolders />
        </Suspense>
      )}
    </AntdAppContext.Provider>
  );
}
