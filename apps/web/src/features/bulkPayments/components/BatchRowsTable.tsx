import { useState } from 'react';
import { Button, Select, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteRow, useBatchRows, type Batch, type BatchRow } from '../api.ts';
import { RowEditDialog } from './RowEditDialog.tsx';
import { WideTableHint } from '../../../components/WideTableHint.tsx';

const STATUSES = ['valid', 'invalid', 'queued', 'pending', 'paid', 'failed', 'cancelled'];
const COLOURS: Record<string, string> = {
  valid: 'green',
  invalid: 'red',
  paid: 'green',
  failed: 'red',
  pending: 'blue',
  queued: 'blue',
};

/** The file's rows: errors and warnings per row; while checked, each can be fixed or dropped. */
export function BatchRowsTable({
  batch,
  onChanged,
}: {
  batch: Batch;
  onChanged: (b: Batch) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<string | undefined>();
  const [editing, setEditing] = useState<BatchRow | null>(null);
  const editable = batch.status === 'checked';
  const { data, isFetching } = useBatchRows(
    batch.batchId,
    pageNum,
    status,
    batch.status === 'processing',
  );

  const changed = (next: Batch) => {
    setEditing(null);
    onChanged(next);
    void queryClient.invalidateQueries({ queryKey: ['batch', 'rows', batch.batchId] });
  };
  const drop = async (row: BatchRow) => {
    try {
      changed(await deleteRow(batch.batchId, row.rowNo));
    } catch {
      // Shown by the client.
    }
  };

  return (
    <section aria-labelledby="batch-rows-title">
      <Space wrap className="batch-rows-head">
        <h3 id="batch-rows-title">{t('batch:rowsTitle')}</h3>
        <label htmlFor="batch-row-status">{t('batch:filter')}</label>
        <Select
          id="batch-row-status"
          allowClear
          placeholder={t('batch:allRows')}
          value={status}
          onChange={(value?: string) => {
            setStatus(value);
            setPageNum(1);
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`batch:status.${s}`) }))}
          style={{ minWidth: 140 }}
        />
      </Space>
      <WideTableHint>
        <Table<BatchRow>
          rowKey="rowNo"
          size="small"
          loading={isFetching && !data}
          dataSource={data?.rows ?? []}
          scroll={{ x: true }}
          pagination={{
            current: pageNum,
            pageSize: 20,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageNum,
          }}
          columns={[
            { title: t('batch:row'), dataIndex: 'rowNo', width: 60 },
            { title: t('batch:column.name'), render: (_, row) => row.cells.name },
            {
              title: t('batch:account'),
              render: (_, row) => row.cells.phone ?? row.cells.bankNo ?? row.cells.payeeId,
            },
            {
              title: t('batch:column.amount'),
              render: (_, row) =>
                `${row.amount ?? row.cells.amount ?? ''} ${row.currencyCode ?? row.cells.currency ?? ''}`,
            },
            { title: t('batch:fee'), dataIndex: 'fee' },
            {
              title: t('batch:statusTitle'),
              render: (_, row) => (
                <Tag color={COLOURS[row.status]}>{t(`batch:status.${row.status}`)}</Tag>
              ),
            },
            {
              title: t('batch:problems'),
              render: (_, row) => (
                <ul className="batch-problems">
                  {row.errors.map((e) => (
                    <li key={`${e.column}${e.message}`} className="batch-error">
                      {t(`batch:column.${e.column}`)}: {e.message}
                    </li>
                  ))}
                  {row.warnings.map((w) => (
                    <li key={w.message} className="batch-warning">
                      {w.message}
                    </li>
                  ))}
                  {row.failReason && <li className="batch-error">{row.failReason}</li>}
                </ul>
              ),
            },
            { title: t('batch:orderSn'), dataIndex: 'orderSn' },
            ...(editable
              ? [
                  {
                    title: t('batch:actions'),
                    render: (_: unknown, row: BatchRow) => (
                      <Space>
                        <Button
                          size="small"
                          onClick={() => setEditing(row)}
                          aria-label={t('batch:editRow', { row: row.rowNo })}
                          // antd would show "修 改": unspaced, the visible word stays inside the name.
                          autoInsertSpace={false}
                        >
                          {t('batch:edit')}
                        </Button>
                        <Button
                          size="small"
                          danger
                          onClick={() => void drop(row)}
                          aria-label={t('batch:dropRow', { row: row.rowNo })}
                          // antd would show "修 改": unspaced, the visible word stays inside the name.
                          autoInsertSpace={false}
                        >
                          {t('batch:drop')}
                        </Button>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </WideTableHint>
      <RowEditDialog
        batchId={batch.batchId}
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={changed}
      />
    </section>
  );
}
