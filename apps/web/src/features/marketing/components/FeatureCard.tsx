import type { ReactNode } from 'react';
import { Card, Typography, theme } from 'antd';

type FeatureCardProps = { icon: ReactNode; title: string; body: string };

export function FeatureCard({ icon, title, body }: FeatureCardProps) {
  const { token } = theme.useToken();
  return (
    <Card style={{ height: '100%' }} styles={{ body: { padding: 24 } }}>
      <div
        aria-hidden
        style={{
          width: 48,
          height: 48,
          borderRadius: 12,
          display: 'grid',
          placeItems: 'center',
          fontSize: 24,
          color: token.colorPrimary,
          background: token.colorPrimaryBg,
          marginBottom: 16,
        }}
      >
        {icon}
      </div>
      <Typography.Title level={4} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, lineHeight: 1.7 }}>
        {body}
      </Typography.Paragraph>
    </Card>
  );
}
