import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** An individual's account cannot hold API access: the service is for businesses. */
export function BusinessOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Result
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
        <Spin />
      </div>
    );
  }
  return (
    <Result
      status="error"
      title={t('apiAccess:status.loadFailed')}
      extra={<Button onClick={onRetry}>{t('apiAccess:status.retry')}</Button>}
    />
  );
}
