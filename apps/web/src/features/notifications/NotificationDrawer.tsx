import { Button, Drawer, Empty, List, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import {
  notifyApi,
  NOTIFY_KEYS,
  type NotificationItem,
} from '../../lib/notifications/notifyApi.ts';

/** The notification list: newest first, mark one read by opening it, or mark all read. */
export default function NotificationDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: NOTIFY_KEYS.list(20),
    queryFn: () => notifyApi.list(1, 20),
  });
  const read = useMutation({
    mutationFn: notifyApi.read,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFY_KEYS.all }),
  });
  const markOne = (item: NotificationItem) => {
    if (!item.read) read.mutate({ ids: [item.id] });
  };
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('notifications:title')}
      extra={
        <Button
          size="small"
          disabled={!data?.unread}
          loading={read.isPending}
          onClick={() => read.mutate({ all: true })}
          data-testid="notify-read-all"
        >
          {t('notifications:markAllRead')}
        </Button>
      }
    >
      {!isPending && !data?.list.length ? (
        <Empty description={t('notifications:empty')} />
      ) : (
        <List
          loading={isPending}
          dataSource={data?.list ?? []}
          data-testid="notify-list"
          renderItem={(item) => (
            <List.Item
              className={item.read ? 'notify-item' : 'notify-item is-unread'}
              data-testid="notify-item"
              actions={
                item.read
                  ? []
                  : [
                      <Button key="read" type="link" size="small" onClick={() => markOne(item)}>
                        {t('notifications:markRead')}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Space size="small">
                    {!item.read && <span className="notify-dot" aria-hidden />}
                    <span>{item.title}</span>
                  </Space>
                }
                description={
                  <>
                    <div>{item.body}</div>
                    <div className="notify-time">{formatDateTime(item.createTime)}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
