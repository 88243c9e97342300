import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/queryClient.ts';
import { registerFeedback } from '../../lib/feedback.ts';
import { theme } from '../theme.ts';

/** Gives code outside React (the request layer) antd's context-aware toasts. */
function FeedbackBridge() {
  const { message, notification } = AntdApp.useApp();
  useEffect(() => registerFeedback({ message, notification }), [message, notification]);
  return null;
}

/**
 * Server state, antd theme and locale (switching with the UI language), and toasts.
 * Pages may use `App.useApp()` or `feedback()` from lib/feedback.ts; both show the same toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const antdLocale = i18n.language === 'zh' ? zhCN : enUS;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <AntdApp>
          <FeedbackBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
