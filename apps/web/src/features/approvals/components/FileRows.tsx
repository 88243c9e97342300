import { useState } from 'react';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useFileRows, type FileRow } from '../api.ts';

const PAGE_SIZE = 20;

/**
 * The rows of a file that waits for approval, each with its warnings (a duplicate, an unusual
 * amount, a name that does not match), so the approver decides on what will be paid.
 */
export function FileRows({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useFileRows(batchId, pageNum, PAGE_SIZE);
  return (
    <Table<FileRow>
      size="small"
      className="approvals-file-rows"
      aria-label={t('approvals:fileRowsTitle')}
      rowKey="rowNo"
      loading={isFetching}
      dataSource={data?.rows}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: data?.total,
        onChange: setPageNum,
        showSizeChanger: false,
        hideOnSinglePage: true,
        size: 'small',
      }}
      columns={[
        { key: 'rowNo', title: t('approvals:rowNo'), render: (_, r) => r.rowNo },
        {
          key: 'payee',
          title: t('approvals:payee'),
          render: (_, r) =>
            [r.cells.name, r.cells.phone ?? r.cells.bankNo].filter(Boolean).join(' · '),
        },
        {
          key: 'amount',
          title: t('approvals:amount'),
          render: (_, r) => (r.amount ? formatMoney(r.amount, r.currencyCode) : ''),
        },
        {
          key: 'warnings',
          title: t('approvals:rowWarnings'),
          render: (_, r) => (
            <div className="approvals-row-warnings" data-testid={`file-row-${r.rowNo}-warnings`}>
              {r.warnings.map((w) => (
                <Tag
                  key={w.key}
                  icon={<ExclamationCircleFilled className="approvals-icon-warn" />}
                  className="approvals-tag"
                >
                  {w.message}
                </Tag>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
