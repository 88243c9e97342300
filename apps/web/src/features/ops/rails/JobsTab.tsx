import { useState } from 'react';
import { Alert, Segmented, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { railsApi, type JobState, type QueueJob } from './railsApi.ts';
import { usePagedRailsList } from './railsTable.ts';

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
  const [state, setState] = useState<(typeof STATES)[number]>('');
  // Unlike the rails' own lists, the queue is always there: a failed read is tried again.
  const { list, tableProps, firstPage } = usePagedRailsList(
    ['jobs', state],
    (pageNum, pageSize) => railsApi.jobs(state || undefined, pageNum, pageSize),
    { retry: true },
  );
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
          firstPage();
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
        columns={columns}
        {...tableProps}
        locale={{ emptyText: t('ordersRails.rails.empty') }}
      />
    </>
  );
}
