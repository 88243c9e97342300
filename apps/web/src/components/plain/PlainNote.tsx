import type { ReactNode } from 'react';
import './plainBox.css';

/**
 * An information note in antd's info Alert colours, for the sign-up steps a phone opens first
 * (issue 36): its icon is drawn here, where PlainAlert brings antd's icon modules for its four
 * kinds and the whole plain.css. Not announced as it appears, like an info PlainAlert.
 */
export function PlainNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={['plain-box plain-note', className].filter(Boolean).join(' ')}>
      <svg
        className="plain-note-icon"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
      >
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <rect x="7" y="7" width="2" height="5" rx="1" fill="#fff" />
        <circle cx="8" cy="4.75" r="1.1" fill="#fff" />
      </svg>
      <div>{children}</div>
    </div>
  );
}
