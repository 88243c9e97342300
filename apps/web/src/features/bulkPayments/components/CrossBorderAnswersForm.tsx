import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrossBorderFields } from '../../../components/money/CrossBorderFields.tsx';
import type { CrossBorderAnswers } from '../api.ts';

/** The form's values: the answers, and the picked worker's name the field keeps beside them. */
export type CrossBorderValues = CrossBorderAnswers & { contractWorkerName?: string };

/**
 * A cross-border file's reasons and documents, asked once before submission and carried by every
 * row's send. The fields are the send wizard's own (CrossBorderFields), so a file asks exactly
 * what a single cross-border send asks.
 */
export function CrossBorderAnswersForm({ form }: { form: FormInstance<CrossBorderValues> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="batch-cross-border-title" className="batch-panel">
      <h3 id="batch-cross-border-title">{t('batch:crossBorderTitle')}</h3>
      <p>{t('batch:crossBorderHint')}</p>
      <Form form={form} layout="vertical" className="batch-cross-border-form">
        <CrossBorderFields />
      </Form>
    </section>
  );
}

/** What the server is sent: the answers without the name shown beside the worker. */
export function answersOf(values: CrossBorderValues): CrossBorderAnswers {
  const { contractWorkerName: _shown, ...answers } = values;
  return answers;
}
