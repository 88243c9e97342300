import {
  BankOutlined,
  GlobalOutlined,
  MobileOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
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
      <div className="mk-grid mk-grid-sm-2 mk-grid-lg-3">
        {features.map(({ key, icon }) => (
          <FeatureCard
            key={key}
            icon={icon}
            title={t(`home.features.${key}.title`)}
            body={t(`home.features.${key}.body`)}
          />
        ))}
      </div>
    </SectionBlock>
  );
}
