import { MailOutlined, MessageOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppConfig, type AppConfig } from '../../../lib/appConfig.ts';
import { ContactForm } from '../components/ContactForm.tsx';
import { FeatureCard } from '../components/FeatureCard.tsx';
import { MarketingPage } from '../components/MarketingPage.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';

export default function ContactUsPage() {
  const { t } = useTranslation('marketing');
  const { data } = useAppConfig();
  // The server may add a support address; until it does, the page offers the chat only.
  const config: (AppConfig & { supportEmail?: string }) | undefined = data ?? undefined;
  return (
    <MarketingPage testId="contact-page">
      <PageContainer>
        <PageHeading title={t('contact.title')} intro={t('contact.intro')} />
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={9}>
            <Flex vertical gap={20}>
              <FeatureCard
                icon={<MessageOutlined />}
                title={t('contact.chatTitle')}
                body={t('contact.chatBody')}
                action={
                  config?.chatUrl && (
                    <Button type="primary" href={config.chatUrl} target="_blank" rel="noopener">
                      {t('contact.openChat')}
                    </Button>
                  )
                }
              />
              {config?.supportEmail && (
                <FeatureCard
                  icon={<MailOutlined />}
                  title={t('contact.emailTitle')}
                  body={t('contact.emailBody')}
                />
              )}
              <FeatureCard
                icon={<SafetyOutlined />}
                title={t('contact.safetyTitle')}
                body={t('contact.safetyBody')}
              />
            </Flex>
          </Col>
          <Col xs={24} lg={15}>
            <ContactForm chatUrl={config?.chatUrl} supportEmail={config?.supportEmail} />
          </Col>
        </Row>
      </PageContainer>
    </MarketingPage>
  );
}
