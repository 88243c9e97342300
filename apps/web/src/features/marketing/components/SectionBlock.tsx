import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { PageContainer } from './PageContainer.tsx';

type SectionBlockProps = {
  id: string;
  title: string;
  subtitle?: string;
  background?: string;
  children: ReactNode;
};

// One full-width band of the home page with a centred heading.
export function SectionBlock({ id, title, subtitle, background, children }: SectionBlockProps) {
  return (
    <section id={id} data-testid={`home-${id}`} style={{ background }}>
      <PageContainer>
        <div style={{ textAlign: 'center', marginBottom: 36 }}>
          <Typography.Title level={2} style={{ fontSize: 'clamp(22px, 4vw, 32px)' }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
        </div>
        {children}
      </PageContainer>
    </section>
  );
}
