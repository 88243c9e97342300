import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable, type PlainColumn } from '../../../components/plain/PlainTable.tsx';
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

  const columns: PlainColumn<LogRow>[] = [
    {
      key: 'time',
      title: t('operationLog:column.time'),
      render: (r) => formatDateTime(r.createTime),
    },
    {
      key: 'event',
      title: t('operationLog:column.event'),
      render: (r) =>
        isKnownEventType(r.eventType) ? t(`operationLog:event.${r.eventType}`) : r.eventType,
    },
    { key: 'details', title: t('operationLog:column.details'), render: (r) => r.eventDesc },
    ...(isMain ? [{ key: 'by', title: t('operationLog:column.by'), render: who }] : []),
    {
      key: 'ip',
      title: t('operationLog:column.ip'),
      // The "by" column already says a row came from the back office.
      render: (r) => (r.requestIp === OPERATOR_IP ? '-' : r.requestIp),
    },
  ];

  return (
    <section className="page-card plain-screen oplog-page" aria-labelledby="oplog-title">
      <div className="plain-page-head">
        <h2 className="plain-page-title" id="oplog-title">
          {t('menu:route.operationLog')}
        </h2>
        <ExportCsvButton
          path="/user/log/export"
          filters={toLogQuery(filters)}
          filename="operation-log.csv"
        />
      </div>
      <p className="oplog-intro text-secondary">
        {t(isMain ? 'operationLog:introMain' : 'operationLog:introMember')}
      </p>
      <LogFilterBar
        filters={filters}
        onChange={(change) => setFilters((f) => ({ ...f, ...change, pageNum: 1 }))}
      />
      <PlainTable<LogRow>
        rowKey={(r) => r.id}
        loading={isFetching}
        rows={data?.rows}
        empty={t('operationLog:empty')}
        columns={columns}
      />
      <Pager
        {...filters}
        total={data?.total}
        totalText={(count) => t('operationLog:total', { count })}
        onPage={(pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize }))}
      />
    </section>
  );
}
