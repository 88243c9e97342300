import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { setServerFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { cancelBatch, exportResults, retryBatch, submitBatch, type Batch } from '../api.ts';
import {
  answersOf,
  CrossBorderAnswersForm,
  type CrossBorderValues,
} from './CrossBorderAnswersForm.tsx';
import { CrossBorderAnswersView } from './CrossBorderAnswersView.tsx';
import { wrongFundPasswordText } from '../../../lib/money/wrongFundPassword.ts';

/** Counts, totals with fees against the balance, progress, and what can be done next. */
export function BatchSummary({
  batch,
  onChanged,
  onOpen,
}: {
  batch: Batch;
  onChanged: (b: Batch) => void;
  onOpen: (batchId: number) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [crossBorder] = Form.useForm<CrossBorderValues>();
  const asksDocuments = batch.scope === 1 && batch.status === 'checked';
  const { paid, failed, cancelled, queued, pending } = batch.progress;
  const submitted = batch.status !== 'checked';
  const ended = paid + failed + cancelled;
  const total = ended + queued + pending;
  const uncovered = batch.totals.some((x) => !x.covered);

  const submit = async (password: string): Promise<string | null> => {
    try {
      const answers = asksDocuments ? answersOf(crossBorder.getFieldsValue()) : {};
      onChanged(await submitBatch(batch.batchId, password, answers));
      setAsking(false);
      return null;
    } catch (error) {
      const wrong = wrongFundPasswordText(error);
      if (wrong) return wrong;
      // A reason or document the server refused is marked on its field.
      if (asksDocuments) setServerFieldErrors(crossBorder, error);
      setAsking(false);
      return null;
    }
  };
  /** A cross-border file's answers are checked in the page before the password is asked. */
  const startSubmit = async () => {
    if (asksDocuments) {
      try {
        await crossBorder.validateFields();
      } catch {
        return;
      }
    }
    setAsking(true);
  };
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <section aria-labelledby="batch-summary-title" className="batch-panel">
      <h3 id="batch-summary-title">
        {t('batch:fileTitle', { no: batch.batchNo })} · {t(`batch:batchStatus.${batch.status}`)}
      </h3>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label={t('batch:rows')}>{batch.rows}</Descriptions.Item>
        <Descriptions.Item label={t('batch:valid')}>{batch.valid}</Descriptions.Item>
        <Descriptions.Item label={t('batch:invalid')}>{batch.invalid}</Descriptions.Item>
        <Descriptions.Item label={t('batch:warnings')}>{batch.warnings}</Descriptions.Item>
      </Descriptions>
      <table className="batch-totals">
        <caption>{t('batch:totals')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('batch:column.currency')}</th>
            <th scope="col">{t('batch:column.amount')}</th>
            <th scope="col">{t('batch:fee')}</th>
            {!submitted && <th scope="col">{t('batch:balance')}</th>}
          </tr>
        </thead>
        <tbody>
          {batch.totals.map((x) => (
            <tr key={x.currencyId}>
              <td>{x.currencyCode}</td>
              <td>{x.amount}</td>
              <td>{x.fee}</td>
              {!submitted && (
                <td>
                  {x.balance} {x.covered ? '' : `(${t('batch:notCovered')})`}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {asksDocuments && <CrossBorderAnswersForm form={crossBorder} />}
      {batch.crossBorder && <CrossBorderAnswersView answers={batch.crossBorder} />}
      {!submitted && uncovered && <Alert type="warning" showIcon title={t('batch:topUpFirst')} />}
      {batch.status === 'awaiting' && (
        <Alert type="info" showIcon title={t('batch:awaitingHint')} />
      )}
      {submitted && total > 0 && (
        <div role="status" aria-live="polite" className="batch-progress">
          <Progress percent={Math.round((ended / total) * 100)} aria-label={t('batch:progress')} />
          {t('batch:progressText', { paid, failed, pending: queued + pending, cancelled })}
        </div>
      )}
      <Space wrap>
        {batch.status === 'checked' && (
          <Button
            type="primary"
            disabled={batch.valid === 0 || uncovered}
            onClick={() => void startSubmit()}
          >
            {t('batch:submit', { count: batch.valid })}
          </Button>
        )}
        {['checked', 'awaiting', 'processing'].includes(batch.status) && (
          <Button
            danger
            onClick={() => void act(async () => onChanged(await cancelBatch(batch.batchId)))}
          >
            {t('batch:cancel')}
          </Button>
        )}
        {submitted && (
          <>
            <Button onClick={() => void exportResults(batch, 'csv')}>{t('batch:exportCsv')}</Button>
            <Button onClick={() => void exportResults(batch, 'xlsx')}>
              {t('batch:exportXlsx')}
            </Button>
          </>
        )}
        {submitted && failed > 0 && (
          <Button
            onClick={() => void act(async () => onOpen((await retryBatch(batch.batchId)).batchId))}
          >
            {t('batch:retry', { count: failed })}
          </Button>
        )}
      </Space>
      <FundPasswordDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onSubmit={submit}
        okText={t('batch:submitOk')}
        hint={t('batch:submitHint', {
          totals: batch.totals.map((x) => `${x.amount} + ${x.fee} ${x.currencyCode}`).join(', '),
        })}
      />
    </section>
  );
}
