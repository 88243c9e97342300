import { useState } from 'react';
import { Alert, Segmented, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { railsApi, type JobState, type QueueJob } from './railsApi.ts';
import { RAILS_PAGE_SIZE, useRailsTableProps } from './railsTable.ts';

/** '' is every job not done yet. */
const STATES = ['', 'waiting', 'retrying', 'running', 'failed', 'done'] as const;
const STATE_COLOR: Record<JobState, string> = {
  waiting: 'default',
  retrying: 'warning',
  running: 'processing',
  failed: 'error',
  done: 'success',
};

/** The job queue, read-only: what waits, what is retrying and why, what gave up. */
export function JobsTab() {
  const { t } = useTranslation('ops');
  const tableProps = useRailsTableProps();
  const [state, setState] = useState<(typeof STATES)[number]>('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['ops', 'rails', 'jobs', state, page],
    queryFn: () => railsApi.jobs(state || undefined, page, RAILS_PAGE_SIZE),
  });
  const columns = [
    { title: '#', dataIndex: 'id' },
    {
      title: t('ordersRails.rails.jobType'),
      dataIndex: 'type',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('ordersRails.rails.jobState'),
      dataIndex: 'state',
      render: (s: JobState) => (
        <Tag color={STATE_COLOR[s]}>{t(`ordersRails.rails.states.${s}`)}</Tag>
      ),
    },
    { title: t('ordersRails.rails.attempts'), dataIndex: 'attempts', align: 'right' as const },
    {
      title: t('ordersRails.rails.order'),
      dataIndex: 'orderSn',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('ordersRails.rails.runAt'),
      dataIndex: 'runAt',
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span>,
    },
    {
      title: t('ordersRails.rails.lastError'),
      dataIndex: 'lastError',
      // Errors can be long: wrapped within a readable width, never widening the table.
      render: (v: string | null) =>
        v ? (
          <Typography.Text
            type="danger"
            style={{ display: 'block', minWidth: 200, maxWidth: 420, whiteSpace: 'normal' }}
          >
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('ordersRails.rails.jobsHelp')}
      </Typography.Paragraph>
      <Segmented
        value={state}
        onChange={(value) => {
          setState(value as (typeof STATES)[number]);
          setPage(1);
        }}
        options={STATES.map((s) => ({
          value: s,
          label: t(`ordersRails.rails.states.${s || 'open'}`),
        }))}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {list.isError && <Alert type="error" showIcon message={list.error.message} />}
      <Table<QueueJob>
        rowKey="id"
        data-testid="ops-jobs-table"
        loading={list.isPending}
        dataSource={list.data?.rows ?? []}
        columns={columns}
        {...tableProps}
        locale={{ emptyText: t('ordersRails.rails.empty') }}
        pagination={{
          current: page,
          pageSize: RAILS_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
    </>
  );
}
