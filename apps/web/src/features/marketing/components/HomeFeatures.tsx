import {
  BankOutlined,
  GlobalOutlined,
  MobileOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from './FeatureCard.tsx';
import { SectionBlock } from './SectionBlock.tsx';

const features = [
  { key: 'domestic', icon: <MobileOutlined /> },
  { key: 'crossBorder', icon: <GlobalOutlined /> },
  { key: 'fx', icon: <SwapOutlined /> },
  { key: 'collect', icon: <WalletOutlined /> },
  { key: 'va', icon: <BankOutlined /> },
  { key: 'team', icon: <TeamOutlined /> },
] as const;

export function HomeFeatures() {
  const { t } = useTranslation('marketing');
  return (
    <SectionBlock
      id="features"
      title={t('home.features.title')}
      subtitle={t('home.features.subtitle')}
    >
      <Row gutter={[24, 24]}>
        {features.map(({ key, icon }) => (
          <Col key={key} xs={24} sm={12} lg={8}>
            <FeatureCard
              icon={icon}
              title={t(`home.features.${key}.title`)}
              body={t(`home.features.${key}.body`)}
            />
          </Col>
        ))}
      </Row>
    </SectionBlock>
  );
}
