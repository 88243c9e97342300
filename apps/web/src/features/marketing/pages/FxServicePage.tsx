import { useTranslation } from 'react-i18next';
import { usePublicRates } from '../api/usePublicService.ts';
import { LinkButton } from '../components/LinkButton.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { MarketingPage } from '../components/MarketingPage.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { RateConverter } from '../components/RateConverter.tsx';
import { RateTable } from '../components/RateTable.tsx';
import { ServiceCallToAction } from '../components/ServiceCallToAction.tsx';
import { ServiceGoTo } from '../components/ServiceGoTo.tsx';

/**
 * Public FX page ("Our Service" → FX): today's rates from the server and a converter, before
 * sign-up. Plain markup without antd or a chart library, so it loads quickly on a phone.
 */
export default function FxServicePage() {
  const { t } = useTranslation('services');
  const rates = usePublicRates();
  return (
    <MarketingPage testId="fx-service-page">
      <PageContainer narrow>
        <PageHeading title={t('fx.title')} intro={t('fx.intro')} />
        <ServiceGoTo label="fx" paths={['/home/fx-index', '/home/fx-convert']} />
        {rates.isSuccess && <RateConverter rates={rates.data} />}
        <section style={{ marginBottom: 32 }}>
          <h2 style={{ fontSize: 22 }}>{t('fx.ratesTitle')}</h2>
          <LoadState
            isPending={rates.isPending}
            isError={rates.isError}
            onRetry={() => void rates.refetch()}
          />
          {rates.isSuccess && <RateTable rates={rates.data} />}
        </section>
        <p style={{ marginBottom: 32 }}>
          <LinkButton to="/services/global">{t('fx.otherService')}</LinkButton>
        </p>
        <ServiceCallToAction />
      </PageContainer>
    </MarketingPage>
  );
}
