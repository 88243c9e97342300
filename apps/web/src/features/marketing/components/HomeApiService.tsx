import { ApiOutlined, KeyOutlined, SafetyOutlined, SendOutlined } from '@ant-design/icons';
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
  return (
    <SectionBlock
      id="api"
      title={t('home.api.title')}
      subtitle={t('home.api.subtitle')}
      background="var(--mk-fill)"
    >
      <div className="mk-grid mk-grid-sm-2 mk-grid-lg-4">
        {apiFeatures.map(({ key, icon }) => (
          <FeatureCard
            key={key}
            icon={icon}
            title={t(`home.api.${key}.title`)}
            body={t(`home.api.${key}.body`)}
          />
        ))}
      </div>
      <div className="mk-actions mk-actions-center" style={{ marginTop: 32 }}>
        <LinkButton type="primary" size="large" to="/register">
          {t('home.api.cta')}
        </LinkButton>
      </div>
    </SectionBlock>
  );
}
