import { Alert, Col, Form, Modal, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FileUploadField,
  type UploadFieldProps,
} from '../../../components/money/FileUploadField.tsx';
import { useFormModal } from '../../../lib/useFormModal.ts';
import { useFormOpening } from '../../../lib/useFormOpening.ts';
import {
  PAYEE_RELATIONS,
  saveContractWorker,
  useContractWorker,
  type ContractWorkerInput,
} from '../api.ts';
import { maxLengthRule } from '../rules.ts';
import { OptionalTextFields } from './OptionalTextFields.tsx';
import { StoredFileLink } from './StoredFileLink.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

/** Optional text fields and their server limits (packages/contract contractWorkerBody). */
const OPTIONAL: [keyof ContractWorkerInput, number][] = [
  ['idNo', 50],
  ['payeeIdCardNo', 50],
  ['workArea', 100],
  ['workAddress', 200],
  ['residence', 200],
];
const FILES = ['contractFile', 'incomeProofFile', 'relationFile'] as const;

/** An uploaded document with a way to look at it (the edit form starts from stored files). */
function WorkerFileInput({ value, onChange, id, label }: UploadFieldProps & { label: string }) {
  return (
    <Space wrap size={8}>
      <FileUploadField id={id} value={value} onChange={onChange} />
      {value && <StoredFileLink path={value} label={label} />}
    </Space>
  );
}

/**
 * Add a contract worker, or edit one (its current details come from the detail call). Saving
 * either way leaves the worker waiting for an operator's review.
 */
export function WorkerFormModal({
  open,
  workerId,
  onClose,
}: {
  open: boolean;
  workerId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContractWorkerInput>();
  const { submit, modalProps } = useFormModal(
    form,
    (values: ContractWorkerInput) => saveContractWorker({ ...values, id: workerId }),
    { done: t('orgAccounts:saved'), invalidate: ['contractWorker'], onClose },
  );
  const { data: worker, isLoading } = useContractWorker(open ? workerId : undefined);
  const label = (field: string) => t(`orgAccounts:worker.field.${field}`);

  const loaded = worker && worker.id === workerId ? worker : undefined;
  // Filled once the worker has loaded; a later refetch of the same worker leaves edits alone.
  useFormOpening(
    form,
    open ? `worker:${workerId ?? 'new'}:${loaded ? 'loaded' : 'loading'}` : null,
    loaded ?? {},
  );

  return (
    <Modal
      {...modalProps}
      open={open}
      title={workerId ? t('orgAccounts:worker.editTitle') : t('orgAccounts:worker.add')}
      okText={t('orgAccounts:save')}
      cancelText={t('orgAccounts:cancel')}
      okButtonProps={{ disabled: workerId !== undefined && isLoading }}
      width={720}
    >
      {/* Any edit sends the worker back to pending: the operator checked the old details. */}
      {loaded && loaded.auditStatus !== 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('orgAccounts:worker.editResets')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={label('name')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('orgAccounts:worker.required.name'),
                },
                maxLengthRule(t, 100),
              ]}
            >
              <TrimmedInput maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="payeeRelation"
              label={label('payeeRelation')}
              rules={[{ required: true, message: t('orgAccounts:worker.required.payeeRelation') }]}
            >
              <Select
                options={PAYEE_RELATIONS.map((v) => ({
                  value: v,
                  label: t(`orgAccounts:worker.relation.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <OptionalTextFields fields={OPTIONAL} label={label} />
        </Row>
        {FILES.map((field) => (
          <Form.Item key={field} name={field} label={label(field)}>
            <WorkerFileInput label={label(field)} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
