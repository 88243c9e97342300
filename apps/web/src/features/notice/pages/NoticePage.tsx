import { useLocation } from 'react-router';
import { Card, Collapse, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSysNotices } from '../../../lib/notices.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** All announcements, newest first; `#notice-<id>` opens the one picked on the dashboard. */
export default function NoticePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data = [], isLoading } = useSysNotices();
  const picked = hash.replace('#notice-', '');

  if (isLoading) return <Skeleton active />;
  return (
    <Card className="page-card">
      {data.length === 0 ? (
        <Empty description={t('notice:empty')} />
      ) : (
        <Collapse
          defaultActiveKey={picked ? [picked] : data[0] ? [String(data[0].id)] : []}
          items={data.map((notice) => ({
            key: String(notice.id),
            id: `notice-${notice.id}`,
            label: (
              <div className="notice-header">
                <Typography.Text strong>{notice.title}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(notice.publishTime)}
                </Typography.Text>
              </div>
            ),
            children: <p className="notice-content">{notice.content}</p>,
          }))}
        />
      )}
    </Card>
  );
}
