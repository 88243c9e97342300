import { MailOutlined, MessageOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/appConfig.ts';
import { ContactForm } from '../components/ContactForm.tsx';
import { FeatureCard } from '../components/FeatureCard.tsx';
import { MarketingPage } from '../components/MarketingPage.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';

export default function ContactUsPage() {
  const { t } = useTranslation('marketing');
  // The chat card shows only when the server names a chat link (CHAT_URL); the form always
  // reaches the support inbox.
  const { data: config } = useAppConfig();
  return (
    <MarketingPage testId="contact-page">
      <PageContainer>
        <PageHeading title={t('contact.title')} intro={t('contact.intro')} />
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={9}>
            <Flex vertical gap={20}>
              {config?.chatUrl && (
                <FeatureCard
                  icon={<MessageOutlined />}
                  title={t('contact.chatTitle')}
                  body={t('contact.chatBody')}
                  action={
                    <Button type="primary" href={config.chatUrl} target="_blank" rel="noopener">
                      {t('contact.openChat')}
                    </Button>
                  }
                />
              )}
              <FeatureCard
                icon={<MailOutlined />}
                title={t('contact.emailTitle')}
                body={t('contact.emailBody')}
              />
              <FeatureCard
                icon={<SafetyOutlined />}
                title={t('contact.safetyTitle')}
                body={t('contact.safetyBody')}
              />
            </Flex>
          </Col>
          <Col xs={24} lg={15}>
            <ContactForm />
          </Col>
        </Row>
      </PageContainer>
    </MarketingPage>
  );
}
