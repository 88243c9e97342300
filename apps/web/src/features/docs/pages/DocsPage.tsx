import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Anchor, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';

/** Section ids, in reading order; the text lives in the `docs` catalogs of both languages. */
export const DOC_SECTIONS = [
  'gettingStarted',
  'kyc',
  'sendMoney',
  'topUp',
  'fx',
  'recipients',
  'orders',
  'team',
  'api',
  'security',
  'troubleshooting',
] as const;

/** Help and documentation for using the product. */
export default function DocsPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const isPhone = useIsPhone();

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  const sections = (
    <div className="docs-sections">
      <Typography.Paragraph>{t('docs:intro')}</Typography.Paragraph>
      {DOC_SECTIONS.map((id) => (
        <section key={id} id={id} className="docs-section">
          <Typography.Title level={3}>{t(`docs:sections.${id}.title`)}</Typography.Title>
          {(t(`docs:sections.${id}.body`, { returnObjects: true }) as string[]).map((text) => (
            <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </div>
  );

  if (isPhone) return <Card className="page-card">{sections}</Card>;
  return (
    <Row gutter={24}>
      <Col span={18}>
        <Card className="page-card">{sections}</Card>
      </Col>
      <Col span={6}>
        <Anchor
          offsetTop={16}
          items={DOC_SECTIONS.map((id) => ({
            key: id,
            href: `#${id}`,
            title: t(`docs:sections.${id}.title`),
          }))}
        />
      </Col>
    </Row>
  );
}
