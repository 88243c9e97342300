import type { ReactNode } from 'react';
import { brandStyle } from './brandVars.ts';
import './marketing.css';

type MarketingPageProps = { testId: string; children: ReactNode };

/** Root of every public page body: shared typography and the theme colours as CSS variables. */
export function MarketingPage({ testId, children }: MarketingPageProps) {
  return (
    <div className="mk-root" style={brandStyle} data-testid={testId}>
      {children}
    </div>
  );
}
