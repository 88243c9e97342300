import { Switch, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  notifyApi,
  NOTIFY_KEYS,
  type NotificationSetting,
} from '../../../lib/notifications/notifyApi.ts';

/**
 * Profile → notifications: per kind, whether an SMS or email goes out (the app always shows
 * every notification). Security is always on and shown locked (docs/notifications.md).
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: NOTIFY_KEYS.settings,
    queryFn: notifyApi.settings,
  });
  const save = useMutation({
    mutationFn: notifyApi.saveSettings,
    onSuccess: (settings) => client.setQueryData(NOTIFY_KEYS.settings, settings),
  });
  const toggle = (row: NotificationSetting, channel: 'sms' | 'email', on: boolean) =>
    save.mutate([{ kind: row.kind, sms: row.sms, email: row.email, [channel]: on }]);
  const channelColumn = (channel: 'sms' | 'email') => ({
    title: t(`notifications:channel.${channel}`),
    key: channel,
    width: 96,
    render: (_: unknown, row: NotificationSetting) => (
      <Switch
        size="small"
        checked={row[channel]}
        disabled={row.locked || save.isPending}
        aria-label={`${t(`notifications:kind.${row.kind}`)} ${t(`notifications:channel.${channel}`)}`}
        data-testid={`notify-${row.kind}-${channel}`}
        onChange={(on) => toggle(row, channel, on)}
      />
    ),
  });
  return (
    <>
      <p className="profile-muted">{t('notifications:settingsHint')}</p>
      <Table<NotificationSetting>
        size="small"
        rowKey="kind"
        pagination={false}
        loading={isPending}
        dataSource={data ?? []}
        columns={[
          {
            title: t('notifications:kindTitle'),
            key: 'kind',
            render: (_, row) => (
              <>
                <div>{t(`notifications:kind.${row.kind}`)}</div>
                {row.locked && <div className="profile-muted">{t('notifications:locked')}</div>}
              </>
            ),
          },
          channelColumn('sms'),
          channelColumn('email'),
        ]}
      />
    </>
  );
}
