import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeScene } from '../api.ts';
import { CodeField } from './CodeField.tsx';
import type { ContactMethod } from './ContactFields.tsx';

/**
 * After a refresh on a password step the code is gone (codes are never kept: docs/web-app.md):
 * it is asked again there, with a button to send a new one to the contact kept from the step
 * before (held in hidden fields, which the send button reads).
 */
export function CodeAgain({ method, scene }: { method: ContactMethod; scene: CodeScene }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="auth-code-again"
        title={t('auth:register.codeAgain')}
      />
      {['countryId', 'phone', 'email'].map((name) => (
        <Form.Item key={name} name={name} hidden>
          <input type="hidden" />
        </Form.Item>
      ))}
      <CodeField method={method} scene={scene} />
    </>
  );
}
