import type { CSSProperties } from 'react';
import { theme } from 'antd';

/** The antd theme's font and colours as CSS variables for marketing.css: one source for the brand. */
export function useBrandVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--mk-font': token.fontFamily,
    '--mk-font-size': `${token.fontSize}px`,
    '--mk-primary': token.colorPrimary,
    '--mk-primary-bg': token.colorPrimaryBg,
    '--mk-primary-border': token.colorPrimaryBorder,
    '--mk-primary-text': token.colorPrimaryText,
    '--mk-text': token.colorText,
    '--mk-heading': token.colorTextHeading,
    '--mk-text-secondary': token.colorTextSecondary,
    '--mk-surface': token.colorBgContainer,
    '--mk-border': token.colorBorderSecondary,
    '--mk-fill': token.colorFillQuaternary,
  } as CSSProperties;
}
