import { Card, Col, Collapse, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';

interface Draft {
  titleEn?: string;
  titleZh?: string;
  contentEn?: string;
  contentZh?: string;
  publishTime?: string;
}

/**
 * How a customer will see the item in each language: the same markup as the customers'
 * announcements page (an open panel with the title, the date and the text, line breaks kept).
 * Side by side on a desktop, one tab per language on a phone.
 */
export function NoticeCustomerPreview({ draft }: { draft: Draft }) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const date = formatDateTime(draft.publishTime ?? new Date().toISOString());
  const pane = (lang: 'en' | 'zh', title = '', content = '') => (
    <Card size="small" data-testid={`notice-preview-${lang}`} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <Collapse
        activeKey={['item']}
        items={[
          {
            key: 'item',
            showArrow: false,
            label: (
              <div className="notice-header">
                <Typography.Text strong>
                  {title.trim() || (
                    <Typography.Text type="secondary">
                      {t('settingsAudit.notices.noTitle')}
                    </Typography.Text>
                  )}
                </Typography.Text>
                <Typography.Text type="secondary">{date}</Typography.Text>
              </div>
            ),
            children: <p className="notice-content">{content.trim()}</p>,
          },
        ]}
      />
    </Card>
  );
  const en = pane('en', draft.titleEn, draft.contentEn);
  const zh = pane('zh', draft.titleZh, draft.contentZh);
  return (
    <section aria-label={t('settingsAudit.notices.preview')}>
      <Typography.Title level={5}>{t('settingsAudit.notices.preview')}</Typography.Title>
      {phone ? (
        <Tabs
          items={[
            { key: 'en', label: 'English', children: en },
            { key: 'zh', label: '中文', children: zh },
          ]}
        />
      ) : (
        <Row gutter={12}>
          <Col span={12}>
            <Typography.Text type="secondary">English</Typography.Text>
            {en}
          </Col>
          <Col span={12}>
            <Typography.Text type="secondary">中文</Typography.Text>
            {zh}
          </Col>
        </Row>
      )}
    </section>
  );
}
