import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@pesa/contract';
import { feedback } from '../../../lib/feedback.ts';
import { refreshUserInfo } from '../../../lib/refreshUserInfo.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { CODE_ERRORS } from '../../../lib/request/fieldErrors.ts';
import { profileApi, type ChangeProof } from '../api.ts';
import { newEmailRules, PASSWORD_ERRORS } from '../rules.ts';
import { ChangeProofFields, ChangeProofIntro } from './ChangeProofFields.tsx';
import { SentCodeField } from '../../../components/SentCodeField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

interface Values extends ChangeProof {
  email: string;
  code: string;
}

interface Props {
  open: boolean;
  info: UserInfo;
  onClose: () => void;
}

/**
 * Links a new email to the account, proven by the login password, a code sent to the current
 * contact and a code sent to the new address.
 */
export function ChangeEmailDialog({ open, info, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  const send = async () => {
    const values = await form.validateFields(['email']).catch(() => null);
    if (!values) return false;
    await profileApi.sendMailCode({ email: values.email.trim(), scene: 'changeEmail' });
    return true;
  };

  const submit = async ({ email, code, password, oldCode }: Values) => {
    await profileApi.changeEmail({
      email: email.trim(),
      code: code.trim(),
      password,
      oldCode: oldCode.trim(),
    });
    feedback().message.success(t('profile:email.done'));
    await refreshUserInfo().catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      name="changeEmail"
      title={t(info.email ? 'profile:email.changeTitle' : 'profile:email.linkTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errorFields={{ ...CODE_ERRORS, ...PASSWORD_ERRORS, [ErrorCode.ACCOUNT_EXISTS]: 'email' }}
    >
      <ChangeProofIntro info={info} change="changeEmail" />
      {info.email && (
        <Form.Item label={t('profile:field.currentEmail')}>
          <span>{info.email}</span>
        </Form.Item>
      )}
      <ChangeProofFields info={info} change="changeEmail" />
      <Form.Item
        name="email"
        label={t('profile:field.newEmail')}
        rules={newEmailRules(t, info.email)}
      >
        <TrimmedInput type="email" autoComplete="email" />
      </Form.Item>
      <SentCodeField
        send={send}
        label={t('profile:field.newEmailCode')}
        help={t('profile:email.codeHelp')}
      />
    </FormDialog>
  );
}
