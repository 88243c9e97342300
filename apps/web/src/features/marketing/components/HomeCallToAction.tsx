import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { PageContainer } from './PageContainer.tsx';

export function HomeCallToAction() {
  const { t } = useTranslation('marketing');
  const { token } = theme.useToken();
  return (
    <section data-testid="home-cta" style={{ background: token.colorPrimary }}>
      <PageContainer style={{ textAlign: 'center' }}>
        <Typography.Title level={2} style={{ color: token.colorTextLightSolid }}>
          {t('home.cta.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: token.colorTextLightSolid, fontSize: 16 }}>
          {t('home.cta.body')}
        </Typography.Paragraph>
        <Flex gap={12} wrap justify="center" style={{ marginTop: 24 }}>
          <LinkButton size="large" to="/register">
            {t('common.getStarted')}
          </LinkButton>
          <LinkButton size="large" ghost to="/contactUs">
            {t('common.contactUs')}
          </LinkButton>
        </Flex>
      </PageContainer>
    </section>
  );
}
