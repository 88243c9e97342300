import { Card, Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export type PressItem = {
  id: number | string;
  type: number;
  title: string;
  content: string;
  publishTime: string;
};

type PressListProps = { items: PressItem[] };

export function PressList({ items }: PressListProps) {
  const { t, i18n } = useTranslation('marketing');
  if (items.length === 0) {
    return <Empty data-testid="press-empty" description={t('press.empty')} />;
  }
  const dayjsLocale = i18n.language === 'zh' ? 'zh-cn' : 'en';
  return (
    <Flex vertical gap={20} data-testid="press-list">
      {items.map((item) => (
        <Card key={item.id} data-testid="press-item">
          <Typography.Text type="secondary">
            <time dateTime={item.publishTime}>
              {dayjs(item.publishTime).locale(dayjsLocale).format(t('press.dateFormat'))}
            </time>
          </Typography.Text>
          <Typography.Title level={3} style={{ fontSize: 20, marginTop: 8 }}>
            {item.title}
          </Typography.Title>
          <Typography.Paragraph
            style={{ marginBottom: 0, lineHeight: 1.8, whiteSpace: 'pre-line' }}
          >
            {item.content}
          </Typography.Paragraph>
        </Card>
      ))}
    </Flex>
  );
}
