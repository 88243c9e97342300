import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen or the session is on its way (CSS only, no antd Spin). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-label={t('loading')}>
      <span className="page-spinner-dot" />
    </div>
  );
}
