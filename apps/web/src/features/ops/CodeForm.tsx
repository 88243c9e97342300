import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpsError } from './api/opsClient.ts';

/** A six-digit authenticator code, submitted once; the server's message shows on refusal. */
export function CodeForm({
  submitLabel,
  onCode,
}: {
  submitLabel: string;
  onCode: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('ops');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    setError(null);
    try {
      await onCode(code.trim());
    } catch (failure) {
      setError(failure instanceof OpsError ? failure.message : t('loadFailed'));
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="code"
        label={t('code')}
        rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('codeRule') }]}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="large"
          autoFocus
          style={{ letterSpacing: 6, fontSize: 20 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
