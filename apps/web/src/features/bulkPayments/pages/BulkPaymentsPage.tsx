import { useState } from 'react';
import { Button, List } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBatch, useBatches, type Batch, type Scope } from '../api.ts';
import { BatchRowsTable } from '../components/BatchRowsTable.tsx';
import { BatchSummary } from '../components/BatchSummary.tsx';
import { UploadPanel } from '../components/UploadPanel.tsx';
import '../bulkPayments.css';

/**
 * Bulk payments (issue 31): download the template, upload a file, see every row checked, fix or
 * drop rows, submit with the transaction password, follow the rows being paid, export results.
 * Under Domestic Service the rows pay from the domestic wallet; under Cross-border Service
 * (scope 1) from the cross-border wallet, with one set of documents for the whole file.
 */
export function BulkPaymentsPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // `?batch=<id>` opens a file directly (a link from elsewhere, or a reload of the page).
  const [params] = useSearchParams();
  const [batchId, setBatchId] = useState<number | null>(Number(params.get('batch')) || null);
  const { data: batch } = useBatch(batchId);
  const { data: recent } = useBatches(scope);

  const show = (next: Batch) => {
    queryClient.setQueryData(['batch', 'detail', next.batchId], next);
    setBatchId(next.batchId);
    void queryClient.invalidateQueries({ queryKey: ['batch', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['account', 'assets'] });
  };

  return (
    <section className="page-card batch-page" aria-labelledby="batch-title">
      <h2 id="batch-title">{t('batch:title')}</h2>
      {batch ? (
        <>
          <Button onClick={() => setBatchId(null)}>{t('batch:newFile')}</Button>
          <BatchSummary batch={batch} onChanged={show} onOpen={setBatchId} />
          <BatchRowsTable batch={batch} onChanged={show} />
        </>
      ) : (
        <>
          <UploadPanel scope={scope} onUploaded={show} />
          {recent && recent.rows.length > 0 && (
            <section aria-labelledby="batch-recent-title">
              <h3 id="batch-recent-title">{t('batch:recent')}</h3>
              <List
                dataSource={recent.rows}
                renderItem={(item) => (
                  <List.Item>
                    <Button type="link" onClick={() => setBatchId(item.batchId)}>
                      {item.batchNo}
                    </Button>
                    <span>
                      {item.fileName} · {t(`batch:batchStatus.${item.status}`)} ·{' '}
                      {t('batch:rowsCount', { count: item.rows })}
                    </span>
                  </List.Item>
                )}
              />
            </section>
          )}
        </>
      )}
    </section>
  );
}
