import { Empty } from 'antd';
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
    <div style={{ display: 'grid', gap: 20 }} data-testid="press-list">
      {items.map((item) => (
        <article key={item.id} className="mk-card" data-testid="press-item">
          <time className="mk-muted" dateTime={item.publishTime}>
            {dayjs(item.publishTime).locale(dayjsLocale).format(t('press.dateFormat'))}
          </time>
          <h3 style={{ fontSize: 20, marginTop: 8 }}>{item.title}</h3>
          <p style={{ lineHeight: 1.8, whiteSpace: 'pre-line' }}>{item.content}</p>
        </article>
      ))}
    </div>
  );
}
