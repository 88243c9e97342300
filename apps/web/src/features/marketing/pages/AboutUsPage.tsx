import {
  EyeOutlined,
  FileSearchOutlined,
  SafetyCertificateOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../components/FeatureCard.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';

const principles = [
  { key: 'clarity', icon: <EyeOutlined /> },
  { key: 'safety', icon: <SafetyCertificateOutlined /> },
  { key: 'language', icon: <TranslationOutlined /> },
  { key: 'traceable', icon: <FileSearchOutlined /> },
] as const;

export default function AboutUsPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer>
      <div data-testid="about-page">
        <PageHeading title={t('about.title')} intro={t('about.intro')} />
        <Row gutter={[24, 24]} style={{ marginBottom: 40 }}>
          <Col xs={24} md={12}>
            <Typography.Title level={2} style={{ fontSize: 24 }}>
              {t('about.whatTitle')}
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.8 }}>
              {t('about.what')}
            </Typography.Paragraph>
          </Col>
          <Col xs={24} md={12}>
            <Typography.Title level={2} style={{ fontSize: 24 }}>
              {t('about.whoTitle')}
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.8 }}>
              {t('about.who')}
            </Typography.Paragraph>
          </Col>
        </Row>
        <Typography.Title level={2} style={{ fontSize: 24, marginBottom: 20 }}>
          {t('about.principlesTitle')}
        </Typography.Title>
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
        <Card style={{ textAlign: 'center' }}>
          <Typography.Title level={3} style={{ fontSize: 20 }}>
            {t('about.ctaTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('about.ctaBody')}</Typography.Paragraph>
          <LinkButton type="primary" to="/contactUs">
            {t('common.contactUs')}
          </LinkButton>
        </Card>
      </div>
    </PageContainer>
  );
}
