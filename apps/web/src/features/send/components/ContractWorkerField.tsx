import { Form, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSendContractWorkers } from '../api.ts';

/**
 * Optional on a cross-border send: one of the account's own contract workers. Picking one keeps
 * its name for the confirmation and, when no contract is uploaded yet, uses the worker's.
 */
export function ContractWorkerField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { data, isLoading } = useSendContractWorkers();
  const workers = data?.rows ?? [];

  const pick = (id?: number) => {
    const worker = workers.find((w) => w.id === id);
    form.setFieldValue('contractWorkerName', worker?.name);
    if (worker?.contractFile && !form.getFieldValue('contractFile'))
      form.setFieldValue('contractFile', worker.contractFile);
  };

  return (
    <>
      <Form.Item
        name="contractWorker"
        label={t('send:contractWorker')}
        extra={
          <Typography.Text type="secondary">
            {t('send:contractWorkerHint')}{' '}
            <Link to="/home/contract-worker">{t('send:manageContractWorkers')}</Link>
          </Typography.Text>
        }
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={isLoading}
          notFoundContent={t('send:noContractWorkers')}
          options={workers.map((w) => ({ value: w.id, label: w.name }))}
          onChange={pick}
        />
      </Form.Item>
      {/* '' until a worker is picked: an input must stay controlled for its whole life. */}
      <Form.Item
        name="contractWorkerName"
        hidden
        getValueProps={(value) => ({ value: value ?? '' })}
      >
        <input type="hidden" />
      </Form.Item>
    </>
  );
}
