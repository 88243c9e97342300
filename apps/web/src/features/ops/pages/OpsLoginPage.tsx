import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpsError, setOpsToken } from '../api/opsClient.ts';
import { opsApi } from '../api/opsCalls.ts';
import { SignInFrame } from '../SignInFrame.tsx';
import { useSignInStep } from '../useOpsSession.ts';

/** /ops/login: the password step; it leads to the code, or the first time to enrolment. */
export function OpsLoginPage() {
  const { t } = useTranslation('ops');
  const next = useSignInStep();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    setOpsToken(null);
    try {
      await next(await opsApi.login(username.trim(), password));
    } catch (failure) {
      setError(failure instanceof OpsError ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SignInFrame title={t('signIn')}>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="username"
          label={t('username')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Input autoComplete="username" size="large" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('signInButton')}
        </Button>
      </Form>
    </SignInFrame>
  );
}
