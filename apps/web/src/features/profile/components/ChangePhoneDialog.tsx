import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@pesa/contract';
import { feedback } from '../../../lib/feedback.ts';
import { refreshUserInfo } from '../../../lib/refreshUserInfo.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { CODE_ERRORS } from '../../../lib/request/fieldErrors.ts';
import { useCountries } from '../../../lib/countries.ts';
import { profileApi, type ChangeProof } from '../api.ts';
import { newPhoneRules, PASSWORD_ERRORS } from '../rules.ts';
import { ChangeProofFields, ChangeProofIntro } from './ChangeProofFields.tsx';
import { SentCodeField } from '../../../components/SentCodeField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

interface Values extends ChangeProof {
  countryId: number;
  phone: string;
  code: string;
}

interface Props {
  open: boolean;
  info: UserInfo;
  onClose: () => void;
}

/**
 * Moves the account to a new mobile number, proven by the login password, a code sent to the
 * current contact and a code sent to the new number.
 */
export function ChangePhoneDialog({ open, info, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { data: countries = [] } = useCountries();
  const zh = i18n.language.startsWith('zh');

  const send = async () => {
    const values = await form.validateFields(['countryId', 'phone']).catch(() => null);
    if (!values) return false;
    await profileApi.sendSmsCode({
      countryId: values.countryId,
      phone: values.phone.trim(),
      scene: 'changePhone',
    });
    return true;
  };

  const submit = async ({ countryId, phone, code, password, oldCode }: Values) => {
    await profileApi.changePhone({
      countryId,
      phone: phone.trim(),
      code: code.trim(),
      password,
      oldCode: oldCode.trim(),
    });
    feedback().message.success(t('profile:phone.done'));
    await refreshUserInfo().catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      name="changePhone"
      title={t(info.phone ? 'profile:phone.changeTitle' : 'profile:phone.linkTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errorFields={{
        ...CODE_ERRORS,
        ...PASSWORD_ERRORS,
        [ErrorCode.ACCOUNT_EXISTS]: 'phone',
        [ErrorCode.COUNTRY_NOT_FOUND]: 'countryId',
      }}
    >
      <ChangeProofIntro info={info} change="changePhone" />
      {info.phone && (
        <Form.Item label={t('profile:field.currentPhone')}>
          <span>{info.phone}</span>
        </Form.Item>
      )}
      <ChangeProofFields info={info} change="changePhone" />
      <Form.Item
        name="countryId"
        label={t('profile:field.country')}
        initialValue={info.countryId}
        rules={[{ required: true, message: t('profile:rules.countryRequired') }]}
      >
        <Select
          options={countries.map((c) => ({
            value: c.countryId,
            label: `${zh ? c.nameZh : c.nameEn} (+${c.dialCode.replace(/^\+/, '')})`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('profile:field.newPhone')}
        rules={newPhoneRules(t, info.phone)}
        dependencies={['countryId']}
      >
        <TrimmedInput inputMode="tel" autoComplete="tel-national" />
      </Form.Item>
      <SentCodeField
        send={send}
        label={t('profile:field.newPhoneCode')}
        help={t('profile:phone.codeHelp')}
      />
    </FormDialog>
  );
}
