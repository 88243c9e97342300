import type { ReactNode } from 'react';
import './plain.css';

/** What a block says when it has nothing to list. */
export function EmptyNote({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={`empty-note${className ? ` ${className}` : ''}`}>{children}</p>;
}
