import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSysNotices } from '../../../lib/notices.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { PlainList } from '../../../components/PlainList.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';

const PREVIEW_COUNT = 5;

/** The latest announcements, linking to the full list. */
export function NoticePreview() {
  const { t } = useTranslation();
  const { data = [], isLoading } = useSysNotices();
  return (
    <PlainCard
      title={t('dashboard:notices.title')}
      className="dashboard-card"
      extra={<Link to="/home/notice">{t('dashboard:notices.more')}</Link>}
    >
      <PlainList
        loading={isLoading}
        items={data.slice(0, PREVIEW_COUNT)}
        keyOf={(notice) => notice.id}
        empty={<EmptyNote>{t('dashboard:notices.empty')}</EmptyNote>}
        renderItem={(notice) => (
          <>
            <Link to={`/home/notice#notice-${notice.id}`} className="notice-link">
              <span className="ellipsis-text" title={notice.title}>
                {notice.title}
              </span>
            </Link>
            <span className="muted-text notice-date">
              {formatDateTime(notice.publishTime, false)}
            </span>
          </>
        )}
      />
    </PlainCard>
  );
}
