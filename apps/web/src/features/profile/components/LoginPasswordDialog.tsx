import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@pesa/contract';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { profileApi } from '../api.ts';
import { confirmRules, newPasswordRules, oldPasswordRules } from '../rules.ts';
import { FormDialog } from './FormDialog.tsx';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the login password; the server ends the account's other sessions. */
export function LoginPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  const submit = async ({ oldPassword, newPassword }: Values) => {
    await profileApi.changeLoginPassword({ oldPassword, newPassword });
    feedback().message.success(t('profile:loginPassword.done'));
  };

  return (
    <FormDialog
      open={open}
      title={t('profile:loginPassword.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errorFields={{ [ErrorCode.WRONG_OLD_PASSWORD]: 'oldPassword' }}
    >
      <Form.Item
        name="oldPassword"
        label={t('profile:field.oldPassword')}
        rules={oldPasswordRules(t)}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        confirmName="confirmPassword"
        label={t('profile:field.newPassword')}
        confirmLabel={t('profile:field.confirmPassword')}
        rules={newPasswordRules(t)}
        confirmRules={confirmRules(t, 'newPassword')}
        extra={t('profile:rules.passwordPattern')}
        dependencies={['oldPassword']}
      />
    </FormDialog>
  );
}
