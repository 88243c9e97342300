import { Card, Col, Descriptions, Flex, Row, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { SectionBlock } from './SectionBlock.tsx';

// Rails per country follow the channel list in SPEC §3; CNY payouts go to China from both.
const countries = [
  { key: 'kenya', countryId: 254, rails: ['M-Pesa', 'RTGS', 'Pesalink'] },
  {
    key: 'tanzania',
    countryId: 255,
    rails: ['M-Pesa', 'Airtel Money', 'Tigo Pesa', 'HaloPesa', 'TISS', 'TIPS'],
  },
] as const;

export function HomeCountries() {
  const { t } = useTranslation('marketing');
  const { token } = theme.useToken();
  return (
    <SectionBlock
      id="countries"
      title={t('home.countries.title')}
      subtitle={t('home.countries.subtitle')}
      background={token.colorFillQuaternary}
    >
      <Row gutter={[24, 24]}>
        {countries.map(({ key, countryId, rails }) => {
          const name = t(`home.countries.${key}.name`);
          return (
            <Col key={key} xs={24} md={12}>
              <Card data-testid={`country-${countryId}`} style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ fontSize: 22 }}>
                  {name}
                </Typography.Title>
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'dial', label: t('home.countries.dialCode'), children: `+${countryId}` },
                    {
                      key: 'currency',
                      label: t('home.countries.currency'),
                      children: t(`home.countries.${key}.currency`),
                    },
                  ]}
                />
                <Typography.Paragraph type="secondary" style={{ marginTop: 12, lineHeight: 1.7 }}>
                  {t(`home.countries.${key}.body`)}
                </Typography.Paragraph>
                <Typography.Text strong>{t('home.countries.rails')}</Typography.Text>
                <Flex wrap gap={8} style={{ margin: '8px 0 20px' }}>
                  {rails.map((rail) => (
                    <Tag key={rail} style={{ margin: 0 }}>
                      {rail}
                    </Tag>
                  ))}
                  <Tag color="green" style={{ margin: 0 }}>
                    {t('home.countries.cnyAccount')}
                  </Tag>
                </Flex>
                <LinkButton to={`/login/${countryId}`}>
                  {t(`home.countries.${key}.login`)}
                </LinkButton>
              </Card>
            </Col>
          );
        })}
      </Row>
    </SectionBlock>
  );
}
