import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { settingsApi, type OpsNotice } from './settingsApi.ts';
import { NoticeFormModal, type NoticeEditing } from './NoticeFormModal.tsx';
import { useMayCall } from './canChange.ts';

const PAGE_SIZE = 20;

/** /ops/notices: announcements and press items; the admin adds, edits and deletes them. */
export function OpsNoticesPage() {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const mayEdit = useMayCall('/ops/notice/edit');
  const [type, setType] = useState<0 | 1 | 3>(0);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<NoticeEditing>(null);
  const list = useQuery({
    queryKey: ['ops', 'notices', type, page],
    queryFn: () => settingsApi.notices(page, PAGE_SIZE, type || undefined),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'notices'] });
  const remove = useMutation({
    mutationFn: settingsApi.deleteNotice,
    onSuccess: () => message.success(t('settingsAudit.notices.deleted')),
    onError: (error) => message.error(error.message),
    onSettled: refresh,
  });
  const zh = currentLocale().startsWith('zh');

  const columns = [
    {
      title: t('settingsAudit.notices.titleColumn'),
      key: 'title',
      render: (_: unknown, row: OpsNotice) => (
        <Typography.Text strong>{zh ? row.titleZh : row.titleEn}</Typography.Text>
      ),
    },
    {
      title: t('settingsAudit.notices.type'),
      dataIndex: 'type',
      render: (value: number) =>
        t(value === 3 ? 'settingsAudit.notices.press' : 'settingsAudit.notices.announcement'),
    },
    {
      title: t('settingsAudit.notices.status'),
      dataIndex: 'status',
      render: (status: number) => (
        <Tag color={status === 0 ? 'green' : 'default'}>
          {t(status === 0 ? 'settingsAudit.notices.published' : 'settingsAudit.notices.hidden')}
        </Tag>
      ),
    },
    {
      title: t('settingsAudit.notices.publishTime'),
      dataIndex: 'publishTime',
      render: (time: string) => formatDateTime(time),
    },
    ...(mayEdit
      ? [
          {
            title: t('operators.actions'),
            key: 'actions',
            render: (_: unknown, row: OpsNotice) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('settingsAudit.edit')}
                </Button>
                <Popconfirm
                  title={t('settingsAudit.notices.confirmDelete')}
                  okText={t('ok')}
                  cancelText={t('cancel')}
                  onConfirm={() => remove.mutateAsync(row.id)}
                >
                  <Button size="small" danger>
                    {t('settingsAudit.notices.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('settingsAudit.notices.title')}
        </Typography.Title>
        {mayEdit && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('settingsAudit.notices.add')}
          </Button>
        )}
      </Flex>
      <Segmented<0 | 1 | 3>
        value={type}
        onChange={(value) => {
          setType(value);
          setPage(1);
        }}
        options={[
          { value: 0, label: t('settingsAudit.notices.all') },
          { value: 1, label: t('settingsAudit.notices.announcement') },
          { value: 3, label: t('settingsAudit.notices.press') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.rows ?? []}
        columns={columns}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('settingsAudit.notices.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      <NoticeFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          void message.success(t('operators.saved'));
          void refresh();
        }}
      />
    </>
  );
}
