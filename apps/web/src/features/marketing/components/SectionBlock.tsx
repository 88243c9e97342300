import type { ReactNode } from 'react';
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
        <div className="mk-section-head">
          <h2>{title}</h2>
          {subtitle && <p className="mk-muted">{subtitle}</p>}
        </div>
        {children}
      </PageContainer>
    </section>
  );
}
