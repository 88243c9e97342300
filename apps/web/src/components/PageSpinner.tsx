import { useTranslation } from 'react-i18next';

/**
 * Shown while a lazily loaded screen or the session is on its way (CSS only, no antd Spin).
 * `inline` fits it into a block that has its own height, such as a chart's.
 */
export function PageSpinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={inline ? 'page-spinner is-inline' : 'page-spinner'}
      role="status"
      aria-label={t('loading')}
    >
      <span className="page-spinner-dot" />
    </div>
  );
}
