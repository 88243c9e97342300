import type { ThemeConfig } from 'antd';

import { MINT_GREEN } from './brand.ts';

export { MINT_GREEN };

export const theme: ThemeConfig = {
  token: {
    colorPrimary: MINT_GREEN,
    colorLink: '#2a9d74',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};
