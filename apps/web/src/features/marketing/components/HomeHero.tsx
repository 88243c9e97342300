import { CheckCircleFilled } from '@ant-design/icons';
import { Col, Flex, Row, Tag, Typography, theme } from 'antd';
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
            <Typography.Text strong style={{ color: token.colorPrimary }}>
              {t('home.hero.eyebrow')}
            </Typography.Text>
            <Typography.Title
              level={1}
              style={{ fontSize: 'clamp(28px, 5.5vw, 46px)', lineHeight: 1.2, marginTop: 12 }}
            >
              {t('home.hero.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 17, lineHeight: 1.7 }} type="secondary">
              {t('home.hero.subtitle')}
            </Typography.Paragraph>
            <Flex gap={12} wrap style={{ margin: '28px 0' }}>
              <LinkButton type="primary" size="large" to="/register" data-testid="hero-signup">
                {t('common.signUp')}
              </LinkButton>
              <LinkButton size="large" to="/login" data-testid="hero-login">
                {t('common.login')}
              </LinkButton>
            </Flex>
            <Flex vertical gap={8}>
              {Array.isArray(highlights) &&
                highlights.map((text) => (
                  <Typography.Text key={text}>
                    <CheckCircleFilled style={{ color: token.colorPrimary, marginInlineEnd: 8 }} />
                    {text}
                  </Typography.Text>
                ))}
            </Flex>
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
    <div
      style={{
        background: token.colorBgContainer,
        borderRadius: 16,
        boxShadow: token.boxShadowSecondary,
        padding: 'clamp(16px, 4vw, 28px)',
      }}
    >
      {railGroups.map((group) => (
        <div key={group.key} style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t(`home.hero.rails.${group.key}`)}</Typography.Text>
          <Flex wrap gap={8} style={{ marginTop: 8 }}>
            {group.rails.map((rail) => (
              <Tag
                key={rail}
                color="green"
                style={{ fontSize: 14, padding: '4px 10px', margin: 0 }}
              >
                {rail}
              </Tag>
            ))}
          </Flex>
        </div>
      ))}
    </div>
  );
}
