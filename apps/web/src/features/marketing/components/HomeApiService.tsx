import { ApiOutlined, KeyOutlined, SafetyOutlined, SendOutlined } from '@ant-design/icons';
import { Col, Flex, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from './FeatureCard.tsx';
import { LinkButton } from './LinkButton.tsx';
import { SectionBlock } from './SectionBlock.tsx';

const apiFeatures = [
  { key: 'c2b', icon: <ApiOutlined /> },
  { key: 'b2c', icon: <SendOutlined /> },
  { key: 'suspense', icon: <SafetyOutlined /> },
  { key: 'keys', icon: <KeyOutlined /> },
] as const;

export function HomeApiService() {
  const { t } = useTranslation('marketing');
  const { token } = theme.useToken();
  return (
    <SectionBlock
      id="api"
      title={t('home.api.title')}
      subtitle={t('home.api.subtitle')}
      background={token.colorFillQuaternary}
    >
      <Row gutter={[24, 24]}>
        {apiFeatures.map(({ key, icon }) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <FeatureCard
              icon={icon}
              title={t(`home.api.${key}.title`)}
              body={t(`home.api.${key}.body`)}
            />
          </Col>
        ))}
      </Row>
      <Flex justify="center" style={{ marginTop: 32 }}>
        <LinkButton type="primary" size="large" to="/register">
          {t('home.api.cta')}
        </LinkButton>
      </Flex>
    </SectionBlock>
  );
}
