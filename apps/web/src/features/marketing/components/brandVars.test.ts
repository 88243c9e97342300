import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { theme } from '../../../app/theme.ts';
import { BRAND_VARS } from './brandVars.ts';

/** Which antd token each variable copies. */
const TOKEN_OF: Record<keyof typeof BRAND_VARS, string> = {
  '--mk-font': 'fontFamily',
  '--mk-font-size': 'fontSize',
  '--mk-primary': 'colorPrimary',
  '--mk-primary-bg': 'colorPrimaryBg',
  '--mk-primary-border': 'colorPrimaryBorder',
  '--mk-primary-text': 'colorPrimaryText',
  '--mk-on-primary': 'colorTextLightSolid',
  '--mk-text': 'colorText',
  '--mk-heading': 'colorTextHeading',
  '--mk-text-secondary': 'colorTextSecondary',
  '--mk-surface': 'colorBgContainer',
  '--mk-border': 'colorBorderSecondary',
  '--mk-fill': 'colorFillQuaternary',
  '--mk-shadow': 'boxShadowSecondary',
};

const css = (value: unknown) =>
  (typeof value === 'number' ? `${value}px` : String(value)).replace(/\s+/g, ' ').trim();

describe('BRAND_VARS', () => {
  it("are antd's tokens for the app's theme, so public pages match the antd screens", () => {
    const tokens = antdTheme.getDesignToken(theme) as unknown as Record<string, unknown>;
    for (const [name, token] of Object.entries(TOKEN_OF)) {
      expect(BRAND_VARS[name as keyof typeof BRAND_VARS], `${name} (${token})`).toBe(
        css(tokens[token]),
      );
    }
  });
});
