import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshUserInfo } from '../../../lib/refreshUserInfo.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { useFormSubmit } from '../../../lib/useFormSubmit.ts';
import { profileApi } from '../api.ts';
import { NICKNAME_MAX, nicknameRules } from '../nicknameRules.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

interface Values {
  nickName?: string;
  sex?: '0' | '1';
}

/** Nickname (greets the user in the header) and sex (SPEC §3: '0' male, '1' female). */
export function PersonalInfoForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const sex = info.sex === '0' || info.sex === '1' ? info.sex : undefined;

  const { saving, submit } = useFormSubmit(
    form,
    async (values: Values) => {
      await profileApi.save({ nickName: values.nickName?.trim() ?? '', sex: values.sex });
      await refreshUserInfo();
    },
    { done: t('profile:personal.saved') },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ nickName: info.nickName ?? '', sex }}
      onFinish={submit}
    >
      <Form.Item
        name="nickName"
        label={t('profile:field.nickName')}
        rules={nicknameRules(t)}
        extra={t('profile:personal.nickNameHelp')}
      >
        <TrimmedInput
          maxLength={NICKNAME_MAX}
          showCount
          placeholder={info.accountNo}
          onBlur={(e) => form.setFieldValue('nickName', e.target.value.trim())}
        />
      </Form.Item>
      <Form.Item name="sex" label={t('profile:field.sex')}>
        <Radio.Group
          options={[
            { value: '0', label: t('profile:sex.0') },
            { value: '1', label: t('profile:sex.1') },
          ]}
        />
      </Form.Item>
      <button
        type="submit"
        className="plain-button is-primary"
        aria-busy={saving}
        disabled={saving}
      >
        {t('profile:action.save')}
      </button>
    </Form>
  );
}
