import type { ThemeConfig } from 'antd';

import { MINT_DEEP, MINT_DEEPER, MINT_GREEN } from './brand.ts';

export { MINT_GREEN };

// The 7th shade is the text of antd's preset tags (<Tag color="green">) on their 1st shade; for
// these colours it is under 4.5:1, so the darker shade takes its place. antd keeps each shade
// under two names (green7 and green-7) that share one CSS variable, so both are set.
const DARKER_SEVENTH_SHADES = {
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
  cyan: '#006d75',
  lime: '#3f6600',
  yellow: '#876800',
  volcano: '#ad2102',
};
const PRESET_TAG_TEXTS = Object.fromEntries(
  Object.entries(DARKER_SEVENTH_SHADES).flatMap(([name, hex]) => [
    [`${name}7`, hex],
    [`${name}-7`, hex],
  ]),
);

// Every text colour meets WCAG 2.2 AA (4.5:1), checked by axe-core in the browser suite: the
// primary is the deep mint (white on it 5.6:1), hover and pressed go darker, the error red is
// antd's darker red (5.6:1), and the faint grey antd uses for descriptions and tertiary text
// (0.45 black, 3.4:1) is 0.6 black (5.7:1).
export const theme: ThemeConfig = {
  token: {
    colorPrimary: MINT_DEEP,
    colorPrimaryHover: MINT_DEEPER,
    colorPrimaryActive: MINT_DEEPER,
    colorPrimaryTextHover: MINT_DEEPER,
    colorPrimaryTextActive: MINT_DEEPER,
    // antd derives greyish tints from a deep seed; these are the brand mint's own light tints.
    colorPrimaryBg: '#e6f5ed',
    colorPrimaryBgHover: '#dae8e1',
    colorPrimaryBorder: '#b4dbc9',
    colorPrimaryBorderHover: '#88cfb0',
    colorLink: MINT_DEEP,
    colorLinkHover: MINT_DEEPER,
    colorLinkActive: MINT_DEEPER,
    // antd's red (#ff4d4f) has 3.3:1 on white; danger buttons and error messages are text.
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorTextHover: '#a8071a',
    // Status texts (Typography type="success" and the like) one shade darker than antd's.
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    colorInfoText: '#0958d9',
    ...PRESET_TAG_TEXTS,
    // A select's placeholder is drawn as text in the field (0.25 black has 1.8:1).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};
