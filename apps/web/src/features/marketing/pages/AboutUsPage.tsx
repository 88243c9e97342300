import {
  EyeOutlined,
  FileSearchOutlined,
  SafetyCertificateOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../components/FeatureCard.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { MarketingPage } from '../components/MarketingPage.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';

const principles = [
  { key: 'clarity', icon: <EyeOutlined /> },
  { key: 'safety', icon: <SafetyCertificateOutlined /> },
  { key: 'language', icon: <TranslationOutlined /> },
  { key: 'traceable', icon: <FileSearchOutlined /> },
] as const;

const storyStyle = { fontSize: 15, lineHeight: 1.8 };

export default function AboutUsPage() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPage testId="about-page">
      <PageContainer>
        <PageHeading title={t('about.title')} intro={t('about.intro')} />
        <Row gutter={[24, 24]} style={{ marginBottom: 40 }}>
          <Col xs={24} md={12}>
            <h2 style={{ fontSize: 24 }}>{t('about.whatTitle')}</h2>
            <p style={storyStyle}>{t('about.what')}</p>
          </Col>
          <Col xs={24} md={12}>
            <h2 style={{ fontSize: 24 }}>{t('about.whoTitle')}</h2>
            <p style={storyStyle}>{t('about.who')}</p>
          </Col>
        </Row>
        <h2 style={{ fontSize: 24, marginBottom: 20 }}>{t('about.principlesTitle')}</h2>
        <Row gutter={[24, 24]} style={{ marginBottom: 40 }}>
          {principles.map(({ key, icon }) => (
            <Col key={key} xs={24} sm={12} lg={6}>
              <FeatureCard
                icon={icon}
                title={t(`about.principles.${key}.title`)}
                body={t(`about.principles.${key}.body`)}
              />
            </Col>
          ))}
        </Row>
        <div className="mk-card" style={{ textAlign: 'center' }}>
          <h2 style={{ fontSize: 20 }}>{t('about.ctaTitle')}</h2>
          <p className="mk-muted">{t('about.ctaBody')}</p>
          <LinkButton type="primary" to="/contactUs">
            {t('common.contactUs')}
          </LinkButton>
        </div>
      </PageContainer>
    </MarketingPage>
  );
}
