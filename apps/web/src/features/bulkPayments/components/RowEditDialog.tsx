import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { BATCH_COLUMNS, editRow, type Batch, type BatchRow } from '../api.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

/** Fix a row's cells; the server checks the row again as a new one. */
export function RowEditDialog({
  batchId,
  row,
  onClose,
  onSaved,
}: {
  batchId: number;
  row: BatchRow | null;
  onClose: () => void;
  onSaved: (batch: Batch) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BatchRow['cells']>();
  useEffect(() => {
    if (row)
      form.setFieldsValue(Object.fromEntries(BATCH_COLUMNS.map((c) => [c, row.cells[c] ?? ''])));
  }, [row, form]);

  const save = async () => {
    if (!row) return;
    try {
      onSaved(await editRow(batchId, row.rowNo, form.getFieldsValue()));
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('batch:editTitle', { row: row.rowNo }) : ''}
      okText={t('batch:saveRow')}
      cancelText={t('batch:cancelEdit')}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {BATCH_COLUMNS.map((column) => (
          <Form.Item key={column} name={column} label={t(`batch:column.${column}`)}>
            <TrimmedInput maxLength={200} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
