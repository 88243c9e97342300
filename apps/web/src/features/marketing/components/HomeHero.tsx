import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { PageContainer } from './PageContainer.tsx';

const railGroups = [
  { key: 'mobile', rails: ['M-Pesa', 'Airtel Money', 'Tigo Pesa', 'HaloPesa'] },
  { key: 'bank', rails: ['RTGS', 'Pesalink', 'TISS', 'TIPS'] },
  { key: 'crossBorder', rails: ['KES → CNY', 'TZS → CNY'] },
  { key: 'collect', rails: ['M-Pesa STK Push', 'Paybill', 'COBO'] },
] as const;

export function HomeHero() {
  const { t } = useTranslation('marketing');
  const highlights = t('home.hero.highlights', { returnObjects: true }) as string[];
  return (
    <section
      data-testid="home-hero"
      style={{
        background: 'linear-gradient(135deg, var(--mk-primary-bg) 0%, var(--mk-surface) 70%)',
      }}
    >
      <PageContainer>
        <div className="mk-grid mk-grid-hero">
          <div>
            <span className="mk-eyebrow">{t('home.hero.eyebrow')}</span>
            <h1 style={{ fontSize: 'clamp(28px, 5.5vw, 46px)', lineHeight: 1.2, marginTop: 12 }}>
              {t('home.hero.title')}
            </h1>
            <p className="mk-muted" style={{ fontSize: 17, lineHeight: 1.7 }}>
              {t('home.hero.subtitle')}
            </p>
            <div className="mk-actions" style={{ margin: '28px 0' }}>
              <LinkButton type="primary" size="large" to="/register" data-testid="hero-signup">
                {t('common.signUp')}
              </LinkButton>
              <LinkButton size="large" to="/login" data-testid="hero-login">
                {t('common.login')}
              </LinkButton>
            </div>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {Array.isArray(highlights) &&
                highlights.map((text) => (
                  <li key={text} style={{ marginBottom: 8 }}>
                    <CheckCircleFilled style={{ color: 'var(--mk-primary)', marginInlineEnd: 8 }} />
                    {text}
                  </li>
                ))}
            </ul>
          </div>
          <div>
            <RailsPanel />
          </div>
        </div>
      </PageContainer>
    </section>
  );
}

// A compact picture of the rails the service reaches, instead of a heavy illustration.
function RailsPanel() {
  const { t } = useTranslation('marketing');
  return (
    <div className="mk-card" style={{ boxShadow: 'var(--mk-shadow)', border: 'none' }}>
      {railGroups.map((group) => (
        <div key={group.key}>
          <span className="mk-muted">{t(`home.hero.rails.${group.key}`)}</span>
          <ul className="mk-tags">
            {group.rails.map((rail) => (
              <li key={rail} className="mk-tag mk-tag-brand">
                {rail}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
