import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePressNotices } from '../api/usePressNotices.ts';
import { MarketingPage } from '../components/MarketingPage.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { PressList } from '../components/PressList.tsx';

export default function PressPage() {
  const { t } = useTranslation('marketing');
  const press = usePressNotices();
  return (
    <MarketingPage testId="press-page">
      <PageContainer narrow>
        <PageHeading title={t('press.title')} intro={t('press.intro')} />
        {press.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
        {press.isError && (
          <Result
            status="warning"
            title={t('press.loadError')}
            extra={<Button onClick={() => void press.refetch()}>{t('press.retry')}</Button>}
          />
        )}
        {press.isSuccess && <PressList items={press.data ?? []} />}
      </PageContainer>
    </MarketingPage>
  );
}
