import { Form, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSendContractWorkers } from '../../lib/money/contractWorkers.ts';

/** The review status that lets a send name the worker (the server refuses any other). */
const APPROVED = 1;

/**
 * Optional on a cross-border send: one of the account's own contract workers. Picking one keeps
 * its name for the confirmation and, when no contract is uploaded yet, uses the worker's. Only
 * approved workers can be picked; the others are listed disabled with their review status, so
 * the sender sees why a worker they just added is not available yet.
 */
export function ContractWorkerField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { data, isLoading } = useSendContractWorkers();
  const workers = data?.rows ?? [];
  const someUnapproved = workers.some((w) => w.auditStatus !== APPROVED);

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
            {someUnapproved && <>{t('send:contractWorkerUnapproved')} </>}
            <Link to="/home/contract-worker">{t('send:manageContractWorkers')}</Link>
          </Typography.Text>
        }
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={isLoading}
          notFoundContent={t('send:noContractWorkers')}
          options={workers.map((w) =>
            w.auditStatus === APPROVED
              ? { value: w.id, label: w.name }
              : {
                  value: w.id,
                  label: `${w.name} · ${t(`send:contractWorkerStatus.${w.auditStatus}`)}`,
                  disabled: true,
                },
          )}
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
