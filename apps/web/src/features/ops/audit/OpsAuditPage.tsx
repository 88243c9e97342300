import { useState } from 'react';
import { App, Button, DatePicker, Flex, Select, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { auditApi, type AuditFilter, type AuditRow } from './auditApi.ts';
import { auditActionLabel, auditDetailText, auditTargetLabel } from './auditTexts.ts';

const PAGE_SIZE = 20;

/** A day range in the operator's own time zone, as the server's UTC bounds (end exclusive). */
function rangeFilter(range: [Dayjs | null, Dayjs | null] | null): AuditFilter {
  const [from, to] = range ?? [null, null];
  return {
    ...(from && { beginTime: from.startOf('day').toISOString() }),
    ...(to && { endTime: to.add(1, 'day').startOf('day').toISOString() }),
  };
}

/**
 * /ops/audit (admin, compliance): every operator action, newest first, filtered by operator,
 * action and days; the same filter downloads as a CSV the server writes.
 */
export function OpsAuditPage() {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const phone = useIsPhone();
  const [operatorId, setOperatorId] = useState<number>();
  const [action, setAction] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const filter: AuditFilter = {
    ...(operatorId !== undefined && { operatorId }),
    ...(action !== undefined && { action }),
    ...rangeFilter(range),
  };
  const choices = useQuery({ queryKey: ['ops', 'audit', 'filters'], queryFn: auditApi.filters });
  const list = useQuery({
    queryKey: ['ops', 'audit', filter, page],
    queryFn: () => auditApi.list(filter, page, PAGE_SIZE),
  });
  const download = useMutation({
    mutationFn: () => auditApi.download(filter),
    onError: (error) => message.error(error.message),
  });
  const actionLabel = (value: string) => auditActionLabel(t, value);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns = [
    {
      title: t('settingsAudit.audit.time'),
      dataIndex: 'createTime',
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('settingsAudit.audit.operator'),
      key: 'operator',
      render: (_: unknown, row: AuditRow) => row.operator ?? `#${row.operatorId}`,
    },
    {
      title: t('settingsAudit.audit.action'),
      key: 'action',
      render: (_: unknown, row: AuditRow) => (
        <Tag data-testid="ops-audit-action">{actionLabel(row.shownAction)}</Tag>
      ),
    },
    {
      title: t('settingsAudit.audit.target'),
      key: 'target',
      render: (_: unknown, row: AuditRow) => (
        <span data-testid="ops-audit-target">{auditTargetLabel(t, row)}</span>
      ),
    },
    {
      title: t('settingsAudit.audit.detail'),
      key: 'detail',
      render: (_: unknown, row: AuditRow) => {
        const detail = auditDetailText(t, row);
        return (
          <Typography.Text
            data-testid="ops-audit-detail"
            style={{ maxWidth: 360, display: 'inline-block' }}
            ellipsis={{ tooltip: detail }}
          >
            {detail}
          </Typography.Text>
        );
      },
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('settingsAudit.audit.title')}
        </Typography.Title>
        <Button
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('settingsAudit.audit.export')}
        </Button>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t('settingsAudit.audit.operator')}
          placeholder={t('settingsAudit.audit.anyOperator')}
          value={operatorId}
          onChange={filtered(setOperatorId)}
          options={(choices.data?.operators ?? []).map((o) => ({ value: o.id, label: o.username }))}
          style={{ width: phone ? '100%' : 200 }}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t('settingsAudit.audit.action')}
          placeholder={t('settingsAudit.audit.anyAction')}
          value={action}
          onChange={filtered(setAction)}
          // A KYC decision may be a person's or a company's: the filter says both.
          options={(choices.data?.actions ?? []).map((a) => ({
            value: a,
            label: t(`settingsAudit.filterActions.${a}`, { defaultValue: actionLabel(a) }),
          }))}
          style={{ width: phone ? '100%' : 220 }}
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={range}
          onChange={filtered(setRange)}
          aria-label={t('settingsAudit.audit.dates')}
          style={{ width: phone ? '100%' : undefined }}
        />
      </Flex>
      {list.isError && (
        <Typography.Paragraph type="danger" role="alert">
          {list.error.message}
        </Typography.Paragraph>
      )}
      {/* The region scrolls sideways on a phone; it takes the keyboard focus so it can be
          scrolled without a mouse (the rows hold nothing focusable). */}
      <div
        role="region"
        aria-label={t('settingsAudit.audit.title')}
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.rows ?? []}
          columns={columns}
          size={phone ? 'small' : 'middle'}
          locale={{ emptyText: t('settingsAudit.audit.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (total) => t('settingsAudit.audit.total', { count: total }),
          }}
        />
      </div>
    </>
  );
}
