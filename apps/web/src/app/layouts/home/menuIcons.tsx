import {
  ApiOutlined,
  BankOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SwapOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuGroup } from '@pesa/domain';
import type { ReactNode } from 'react';

export const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  account: <UserOutlined />,
  domestic: <BankOutlined />,
  crossBorder: <GlobalOutlined />,
  assets: <WalletOutlined />,
  fx: <SwapOutlined />,
  system: <SettingOutlined />,
  api: <ApiOutlined />,
};

export const FIXED_ICONS = {
  dashboard: <DashboardOutlined />,
  notice: <NotificationOutlined />,
  docs: <QuestionCircleOutlined />,
  apiAccount: <ApiOutlined />,
  apiItem: <FileTextOutlined />,
};
