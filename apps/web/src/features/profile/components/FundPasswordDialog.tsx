import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FundPasswordFields,
  type FundPasswordValues,
} from '../../../components/money/FundPasswordFields.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { setFundPassword } from '../../../lib/money/fundPassword.ts';
import { refreshUserInfo } from '../../../lib/refreshUserInfo.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { CODE_ERRORS } from '../../../lib/request/fieldErrors.ts';
import { FormDialog } from './FormDialog.tsx';

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
  const [form] = Form.useForm<FundPasswordValues>();
  const isSet = !!info.fundPasswordFlag;

  const submit = async ({ code, fundPassword }: FundPasswordValues) => {
    await setFundPassword({ code, fundPassword });
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
      <FundPasswordFields info={info} />
    </FormDialog>
  );
}
