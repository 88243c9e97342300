import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';

/** The frame of the sign-in steps: the console's name, the language, one card. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('ops');
  return (
    <Flex
      vertical
      align="center"
      style={{ minHeight: '100vh', padding: '48px 16px', background: '#f0f2f5' }}
    >
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Text strong>{t('title')}</Typography.Text>
        <LanguageSwitch />
      </Flex>
      <Card style={{ width: '100%', maxWidth: 420, marginTop: 24 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
