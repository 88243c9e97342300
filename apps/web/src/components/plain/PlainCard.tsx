import type { ReactNode } from 'react';
import './plain.css';

interface Props {
  title?: ReactNode;
  /** Shown at the end of the title row: a link or a figure. */
  extra?: ReactNode;
  /** Tighter padding, for small figure cards. */
  small?: boolean;
  className?: string;
  /** The panel's anchor, for a contents list that links to it. */
  id?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A titled white panel that looks like antd's Card. The signed-in first screen uses it instead:
 * antd's Card brings its tabs, skeleton and their style code (about 15 KB on the wire), and a
 * phone on mobile data pays for them before the dashboard shows (docs/performance.md).
 */
export function PlainCard({ title, extra, small, className, id, children, ...rest }: Props) {
  return (
    <section
      id={id}
      className={`plain-card${small ? ' is-small' : ''}${className ? ` ${className}` : ''}`}
      data-testid={rest['data-testid']}
    >
      {(title || extra) && (
        <div className="plain-card-head">
          <h2 className="plain-card-title">{title}</h2>
          {extra && <div className="plain-card-extra">{extra}</div>}
        </div>
      )}
      <div className="plain-card-body">{children}</div>
    </section>
  );
}
