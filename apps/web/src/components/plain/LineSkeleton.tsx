import { useTranslation } from 'react-i18next';
import './plain.css';

/** Grey shimmering lines while a block's data is on its way (antd's Skeleton, in plain CSS). */
export function LineSkeleton({ rows = 1 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="line-skeleton" role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="line-skeleton-row" />
      ))}
    </div>
  );
}
