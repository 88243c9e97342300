import type { CSSProperties, ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './plainBox.css';
import './plain.css';

const ICONS = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/**
 * A notice in antd's Alert colours, without antd: its icon, what it says, an optional second
 * line, an action at its end and a close button when `onClose` is given.
 */
export function PlainAlert({
  type,
  title,
  description,
  action,
  onClose,
  className,
  style,
  ...rest
}: {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  onClose?: () => void;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[type];
  return (
    <div
      // A warning or an error is announced as it appears; an info or success note is not.
      role={type === 'warning' || type === 'error' ? 'alert' : undefined}
      className={[
        'plain-box plain-alert',
        `is-${type}`,
        description && 'has-description',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      data-testid={rest['data-testid']}
    >
      <Icon className="plain-alert-icon" aria-hidden />
      <div className="plain-alert-content">
        <div className="plain-alert-title">{title}</div>
        {description && <div className="plain-alert-description">{description}</div>}
      </div>
      {action && <div className="plain-alert-action">{action}</div>}
      {onClose && (
        <button
          type="button"
          className="plain-icon-button plain-alert-close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
