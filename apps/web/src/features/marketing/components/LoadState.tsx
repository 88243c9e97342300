import { useTranslation } from 'react-i18next';

type LoadStateProps = { isPending: boolean; isError: boolean; onRetry: () => void };

/** Loading and failure of a public page's server read, in plain markup (no antd on phones). */
export function LoadState({ isPending, isError, onRetry }: LoadStateProps) {
  const { t } = useTranslation('services');
  if (isPending)
    return (
      <p className="mk-muted" role="status">
        {t('loading')}
      </p>
    );
  if (!isError) return null;
  return (
    <div role="alert" className="mk-card">
      <p>{t('loadError')}</p>
      <button type="button" className="mk-button mk-button-default" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
