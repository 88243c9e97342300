import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../lib/reducedMotion.ts';
import { theme } from '../theme.ts';

/**
 * antd's theme and locale (switching with the UI language) around the screens that use antd.
 * It is not at the root of the app: with it, antd's style engine, popup and motion code took
 * over 50 KB of the public home page's gzipped JS, and the home page uses no antd. It loads
 * with the first page, layout or toast that does (app/router/lazyAntdPage.tsx). A visitor who
 * asked their device for less motion gets antd without its animations. Buttons never get antd's
 * space between two Chinese characters ("确 定"): our labels are written as they should read.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.language === 'zh' ? zhCN : enUS}
      button={{ autoInsertSpace: false }}
      theme={still ? { ...theme, token: { ...theme.token, motion: false } } : theme}
    >
      {children}
    </ConfigProvider>
  );
}
