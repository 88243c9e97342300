import { CheckCircleFilled } from '@ant-design/icons';
import { Col, Flex, Row, theme } from 'antd';
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
  const { token } = theme.useToken();
  const highlights = t('home.hero.highlights', { returnObjects: true }) as string[];
  return (
    <section
      data-testid="home-hero"
      style={{
        background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 70%)`,
      }}
    >
      <PageContainer>
        <Row gutter={[24, 32]} align="middle">
          <Col xs={24} lg={13}>
            <span className="mk-eyebrow">{t('home.hero.eyebrow')}</span>
            <h1 style={{ fontSize: 'clamp(28px, 5.5vw, 46px)', lineHeight: 1.2, marginTop: 12 }}>
              {t('home.hero.title')}
            </h1>
            <p className="mk-muted" style={{ fontSize: 17, lineHeight: 1.7 }}>
              {t('home.hero.subtitle')}
            </p>
            <Flex gap={12} wrap style={{ margin: '28px 0' }}>
              <LinkButton type="primary" size="large" to="/register" data-testid="hero-signup">
                {t('common.signUp')}
              </LinkButton>
              <LinkButton size="large" to="/login" data-testid="hero-login">
                {t('common.login')}
              </LinkButton>
            </Flex>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {Array.isArray(highlights) &&
                highlights.map((text) => (
                  <li key={text} style={{ marginBottom: 8 }}>
                    <CheckCircleFilled style={{ color: token.colorPrimary, marginInlineEnd: 8 }} />
                    {text}
                  </li>
                ))}
            </ul>
          </Col>
          <Col xs={24} lg={11}>
            <RailsPanel />
          </Col>
        </Row>
      </PageContainer>
    </section>
  );
}

// A compact picture of the rails the service reaches, instead of a heavy illustration.
function RailsPanel() {
  const { t } = useTranslation('marketing');
  const { token } = theme.useToken();
  return (
    <div className="mk-card" style={{ boxShadow: token.boxShadowSecondary, border: 'none' }}>
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
