import { useTranslation } from 'react-i18next';
import { usePublicCorridors } from '../api/usePublicService.ts';
import { CorridorCard } from '../components/CorridorCard.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { MarketingPage } from '../components/MarketingPage.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { ServiceCallToAction } from '../components/ServiceCallToAction.tsx';
import { ServiceGoTo } from '../components/ServiceGoTo.tsx';

const STEPS = ['signUp', 'fund', 'recipient', 'send'] as const;
const CROSS_BORDER_SCREENS = ['/home/mrp-index', '/home/mrp-recharge', '/home/mrp-order'];

/**
 * Public Global Service page ("Our Service" → Global Service): where money can go across
 * borders (from the reference data), how it works and what it costs, before sign-up.
 */
export default function GlobalServicePage() {
  const { t } = useTranslation('services');
  const corridors = usePublicCorridors();
  const fees = t('global.fees', { returnObjects: true }) as unknown as string[];
  return (
    <MarketingPage testId="global-service-page">
      <PageContainer>
        <PageHeading title={t('global.title')} intro={t('global.intro')} />
        <ServiceGoTo label="global" paths={CROSS_BORDER_SCREENS} />
        <section style={{ marginBottom: 40 }}>
          <h2 style={{ fontSize: 24 }}>{t('global.corridorsTitle')}</h2>
          <LoadState
            isPending={corridors.isPending}
            isError={corridors.isError}
            onRetry={() => void corridors.refetch()}
          />
          {corridors.isSuccess && corridors.data.length === 0 && (
            <p className="mk-muted">{t('global.noCorridors')}</p>
          )}
          {corridors.isSuccess && (
            <div className="mk-grid mk-grid-md-2">
              {corridors.data.map((corridor) => (
                <CorridorCard key={corridor.countryId} corridor={corridor} />
              ))}
            </div>
          )}
        </section>
        <section style={{ marginBottom: 40 }}>
          <h2 style={{ fontSize: 24 }}>{t('global.howTitle')}</h2>
          <ol className="mk-grid mk-grid-md-2" style={{ listStyle: 'none', padding: 0 }}>
            {STEPS.map((step, index) => (
              <li key={step} className="mk-card">
                <span className="mk-step-number">{index + 1}</span>
                <h3>{t(`global.steps.${step}.title`)}</h3>
                <p className="mk-muted">{t(`global.steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section style={{ marginBottom: 40 }}>
          <h2 style={{ fontSize: 24 }}>{t('global.feesTitle')}</h2>
          <ul className="mk-list" style={{ marginBottom: 16 }}>
            {fees.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <LinkButton to="/services/fx">{t('global.seeRates')}</LinkButton>
        </section>
        <ServiceCallToAction />
      </PageContainer>
    </MarketingPage>
  );
}
