import { useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrimmedTextArea } from '../../../components/TrimmedInput.tsx';

interface Props {
  open: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void>;
}

/** Rejecting needs a reason: the maker reads it on the order. */
export function RejectDialog({ open, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('approvals:rejectTitle')}
      okText={t('approvals:reject')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('approvals:keep')}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('approvals:reason')}
          htmlFor="approval-reject-reason"
          validateStatus={error ? 'error' : undefined}
          help={error ? t('approvals:reasonRequired') : t('approvals:reasonHint')}
        >
          <TrimmedTextArea
            id="approval-reject-reason"
            value={reason}
            maxLength={200}
            rows={3}
            onChange={(value) => {
              setReason(value);
              setError(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
