import type { ReactNode } from 'react';
import './plain.css';

/** The tag colours the app uses (antd's status names, so views like kycStatus stay as they are). */
export type TagTone =
  'default' | 'processing' | 'success' | 'warning' | 'error' | 'green' | 'gold' | 'orange';

/** A small coloured label, like antd's Tag without its style engine. */
export function StatusTag({
  tone = 'default',
  children,
  ...rest
}: {
  tone?: TagTone | string;
  children: ReactNode;
  'data-testid'?: string;
  'data-status'?: number;
}) {
  return (
    <span
      className={`status-tag status-tag-${tone}`}
      data-testid={rest['data-testid']}
      data-status={rest['data-status']}
    >
      {children}
    </span>
  );
}
