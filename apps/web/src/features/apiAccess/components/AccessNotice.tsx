import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { PlainResult } from '../../../components/plain/PlainResult.tsx';

/** An individual's account cannot hold API access: the service is for businesses. */
export function BusinessOnlyNotice() {
  const { t } = useTranslation();
  return (
    <PlainResult
      status="info"
      title={t('apiAccess:status.businessOnlyTitle')}
      subTitle={t('apiAccess:status.businessOnlyBody')}
      data-testid="api-business-only"
    />
  );
}

/** Loading the application, or it could not be loaded (the request layer said why). */
export function InfoLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <div className="api-loading">
        <LineSkeleton rows={3} />
      </div>
    );
  }
  return (
    <PlainResult
      status="error"
      title={t('apiAccess:status.loadFailed')}
      extra={
        <button type="button" className="plain-button" onClick={onRetry}>
          {t('apiAccess:status.retry')}
        </button>
      }
    />
  );
}
