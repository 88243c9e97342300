import type { ReactNode } from 'react';
import { Typography } from 'antd';

type PageHeadingProps = { title: string; intro?: ReactNode };

export function PageHeading({ title, intro }: PageHeadingProps) {
  return (
    <header style={{ marginBottom: 32 }}>
      <Typography.Title level={1} style={{ fontSize: 'clamp(26px, 5vw, 38px)', marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {intro && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 760 }}>
          {intro}
        </Typography.Paragraph>
      )}
    </header>
  );
}
