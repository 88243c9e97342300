import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import './plain.css';

const ICONS = {
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
} as const;

/**
 * A coloured note with an icon, like antd's Alert without its style engine. A warning or an
 * error is announced to screen readers as it appears; an info note is not.
 */
export function PlainAlert({
  type,
  title,
  description,
  className,
  ...rest
}: {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      role={type === 'info' ? undefined : 'alert'}
      className={`plain-alert is-${type}${description ? ' has-description' : ''}${
        className ? ` ${className}` : ''
      }`}
      data-testid={rest['data-testid']}
    >
      <span className="plain-alert-icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="plain-alert-body">
        <div className="plain-alert-title">{title}</div>
        {description && <div className="plain-alert-description">{description}</div>}
      </div>
    </div>
  );
}
