import type { ThemeConfig } from 'antd';

/** Mint green is the brand's primary colour (SPEC §9). */
export const MINT_GREEN = '#3eb489';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: MINT_GREEN,
    colorLink: '#2a9d74',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};
