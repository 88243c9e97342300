import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AntdAppContext from 'antd/es/app/context';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/queryClient.ts';
import { feedback, onFeedbackNeeded } from '../../lib/feedback.ts';
import { theme } from '../theme.ts';

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

function FeedbackProvider({ children }: { children: ReactNode }) {
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

/** Server state, antd theme and locale (switching with the UI language), and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const antdLocale = i18n.language === 'zh' ? zhCN : enUS;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
