import type { ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import './plain.css';

const STATUS_ICONS = {
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
} as const;

/**
 * A screen's state in one block (nothing yet, awaiting review, refused), like antd's Result
 * without its style engine: a large icon, a heading, what it means and what to do next.
 */
export function PlainResult({
  status = 'info',
  icon,
  title,
  subTitle,
  extra,
  ...rest
}: {
  status?: keyof typeof STATUS_ICONS;
  /** Replaces the status's own icon (it keeps the status's colour unless styled). */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={`plain-result is-${status}`} data-testid={rest['data-testid']}>
      <div className="plain-result-icon" aria-hidden="true">
        {icon ?? STATUS_ICONS[status]}
      </div>
      <h3 className="plain-result-title">{title}</h3>
      {subTitle && <div className="plain-result-subtitle">{subTitle}</div>}
      {extra && <div className="plain-result-extra">{extra}</div>}
    </div>
  );
}
