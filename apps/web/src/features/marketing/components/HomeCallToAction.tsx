import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { PageContainer } from './PageContainer.tsx';

export function HomeCallToAction() {
  const { t } = useTranslation('marketing');
  const { token } = theme.useToken();
  const onBrand = { color: token.colorTextLightSolid };
  return (
    <section data-testid="home-cta" style={{ background: token.colorPrimary }}>
      <PageContainer style={{ textAlign: 'center' }}>
        <h2 style={{ ...onBrand, fontSize: 'clamp(22px, 4vw, 30px)' }}>{t('home.cta.title')}</h2>
        <p style={{ ...onBrand, fontSize: 16 }}>{t('home.cta.body')}</p>
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
