import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { refreshUserInfo } from '../../../lib/refreshUserInfo.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { CODE_ERRORS } from '../../../lib/request/fieldErrors.ts';
import { useCountries } from '../../../lib/countries.ts';
import { profileApi } from '../api.ts';
import { confirmRules, countryIdOfPhone, fundPasswordRules } from '../rules.ts';
import { CodeField } from './CodeField.tsx';
import { FormDialog } from './FormDialog.tsx';

interface Values {
  code: string;
  fundPassword: string;
  confirmFundPassword: string;
}

interface Props {
  open: boolean;
  info: UserInfo;
  onClose: () => void;
}

/**
 * Sets or resets the 6-digit transaction password with a code. The code goes to the account's
 * phone, or to its email when it has no phone: the server checks the phone's code first.
 */
export function FundPasswordDialog({ open, info, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { data: countries = [] } = useCountries();
  const isSet = !!info.fundPasswordFlag;
  const target = info.phone || info.email || '';

  const send = async () => {
    if (info.phone) {
      const ids = countries.map((c) => c.countryId);
      const countryId = countryIdOfPhone(info.phone, ids) ?? info.countryId;
      await profileApi.sendSmsCode({ countryId, phone: info.phone, scene: 'fundPwd' });
    } else if (info.email) {
      await profileApi.sendMailCode({ email: info.email, scene: 'fundPwd' });
    } else {
      return false;
    }
    return true;
  };

  const submit = async ({ code, fundPassword }: Values) => {
    await profileApi.setFundPassword({ code: code.trim(), fundPassword });
    feedback().message.success(t('profile:fundPassword.done'));
    await refreshUserInfo().catch(() => undefined);
  };

  return (
    <FormDialog
      open={open}
      title={t(isSet ? 'profile:fundPassword.resetTitle' : 'profile:fundPassword.setTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errorFields={CODE_ERRORS}
    >
      <CodeField send={send} help={t('profile:fundPassword.codeTo', { target })} />
      <NewPasswordFields
        name="fundPassword"
        confirmName="confirmFundPassword"
        label={t('profile:field.fundPassword')}
        confirmLabel={t('profile:field.confirmFundPassword')}
        rules={fundPasswordRules(t)}
        confirmRules={confirmRules(t, 'fundPassword')}
        extra={t('profile:rules.fundPasswordPattern')}
        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
      />
    </FormDialog>
  );
}
