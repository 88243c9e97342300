import { useState } from 'react';
import { Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { useOperationLog, type LogRow } from '../api.ts';
import { LogFilterBar } from '../components/LogFilterBar.tsx';
import { isKnownEventType } from '../eventTypes.ts';
import { toLogQuery, type LogFilters } from '../logQuery.ts';
import '../operationLog.css';

/** Back-office decisions (KYC, VA, exchange accounts) are logged with this address. */
const OPERATOR_IP = 'operator';

/**
 * /home/operation-log: the account's events, newest first, with the members' for a main account,
 * and the server's CSV export of the filtered events.
 */
export default function OperationLogPage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const [filters, setFilters] = useState<LogFilters>({ pageNum: 1, pageSize: 10 });
  const { data, isFetching } = useOperationLog(toLogQuery(filters));
  const isMain = info?.parentId === 0;

  const who = (row: LogRow) => {
    if (row.requestIp === OPERATOR_IP) return t('operationLog:backOffice');
    if (row.userId === info?.userId) return t('operationLog:you');
    return row.userName || t('operationLog:formerMember');
  };

  return (
    <section className="page-card oplog-page" aria-labelledby="oplog-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} id="oplog-title">
          {t('menu:route.operationLog')}
        </Typography.Title>
        <ExportCsvButton
          path="/user/log/export"
          filters={toLogQuery(filters)}
          filename="operation-log.csv"
        />
      </Space>
      <Typography.Paragraph type="secondary">
        {t(isMain ? 'operationLog:introMain' : 'operationLog:introMember')}
      </Typography.Paragraph>
      <LogFilterBar
        filters={filters}
        onChange={(change) => setFilters((f) => ({ ...f, ...change, pageNum: 1 }))}
      />
      <Table<LogRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('operationLog:empty') }}
        pagination={{
          current: filters.pageNum,
          pageSize: filters.pageSize,
          total: data?.total,
          showSizeChanger: true,
          showTotal: (total) => t('operationLog:total', { count: total }),
          onChange: (pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize })),
        }}
        columns={[
          { title: t('operationLog:column.time'), render: (_, r) => formatDateTime(r.createTime) },
          {
            title: t('operationLog:column.event'),
            render: (_, r) =>
              isKnownEventType(r.eventType) ? t(`operationLog:event.${r.eventType}`) : r.eventType,
          },
          { title: t('operationLog:column.details'), dataIndex: 'eventDesc' },
          ...(isMain
            ? [{ title: t('operationLog:column.by'), render: (_: unknown, r: LogRow) => who(r) }]
            : []),
          {
            title: t('operationLog:column.ip'),
            // The "by" column already says a row came from the back office.
            render: (_, r) => (r.requestIp === OPERATOR_IP ? '-' : r.requestIp),
          },
        ]}
      />
    </section>
  );
}
