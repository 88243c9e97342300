import type { CSSProperties } from 'react';

/**
 * The antd theme's font and colours (app/theme.ts as antd derives them) as CSS variables for
 * marketing.css: one source for the brand on every public page. Written out rather than read
 * from antd's theme at run time, so the home page renders without loading antd;
 * brandVars.test.ts checks them against antd's tokens for the app's theme.
 */
export const BRAND_VARS = {
  '--mk-font':
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  '--mk-font-size': '14px',
  '--mk-primary': '#1d7654',
  '--mk-primary-bg': '#e6f5ed',
  '--mk-primary-border': '#b4dbc9',
  '--mk-primary-text': '#1d7654',
  '--mk-on-primary': '#fff',
  '--mk-text': 'rgba(0,0,0,0.88)',
  '--mk-heading': 'rgba(0,0,0,0.88)',
  '--mk-text-secondary': 'rgba(0,0,0,0.65)',
  '--mk-surface': '#ffffff',
  '--mk-border': '#f0f0f0',
  '--mk-fill': 'rgba(0,0,0,0.02)',
  '--mk-shadow':
    '0 6px 16px 0 rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)',
} as const;

export const brandStyle = BRAND_VARS as CSSProperties;
