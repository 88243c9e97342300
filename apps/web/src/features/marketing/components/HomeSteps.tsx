import { Col, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionBlock } from './SectionBlock.tsx';

const steps = ['register', 'verify', 'fund', 'send'] as const;

export function HomeSteps() {
  const { t } = useTranslation('marketing');
  const { token } = theme.useToken();
  return (
    <SectionBlock id="steps" title={t('home.steps.title')}>
      <Row gutter={[24, 32]}>
        {steps.map((key, index) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <div
              aria-hidden
              style={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 600,
                color: token.colorTextLightSolid,
                background: token.colorPrimary,
                marginBottom: 14,
              }}
            >
              {index + 1}
            </div>
            <Typography.Title level={4} style={{ fontSize: 18 }}>
              {t(`home.steps.${key}.title`)}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ lineHeight: 1.7 }}>
              {t(`home.steps.${key}.body`)}
            </Typography.Paragraph>
          </Col>
        ))}
      </Row>
    </SectionBlock>
  );
}
