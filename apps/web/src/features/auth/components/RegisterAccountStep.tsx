import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Form, Radio } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { UserType } from '@pesa/contract';
import { ContactFields, type ContactMethod } from './ContactFields.tsx';
import { ContactMethodSwitch } from './ContactMethodSwitch.tsx';
import { CodeField } from './CodeField.tsx';

export interface AccountStepValues {
  method: ContactMethod;
  userType: number;
  countryId: number;
  phone?: string;
  email?: string;
  code: string;
}

interface Props {
  initial: AccountStepValues | null;
  onNext: (values: AccountStepValues) => void;
  /** Every change (with the contact method), so the page can keep it across a refresh. */
  onEdit?: (values: Partial<AccountStepValues>) => void;
}

/** Step 1 of sign-up: user role, phone or email with its code, and the terms agreement. */
export function RegisterAccountStep({ initial, onNext, onEdit }: Props) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ContactMethod>(initial?.method ?? 'phone');
  const [form] = Form.useForm<AccountStepValues>();
  const userType = Form.useWatch('userType', form) as number | undefined;

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial ?? { userType: 2, countryId: 254 }}
      onValuesChange={(_, values) => onEdit?.({ ...values, method })}
      onFinish={(values) => onNext({ ...values, method })}
    >
      <Form.Item
        name="userType"
        label={t('auth:register.userType')}
        // What choosing agent commits to: a business verification before the first deposit.
        extra={userType === UserType.AGENT ? t('auth:register.agentHint') : undefined}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 2, label: t('auth:register.individual') },
            { value: 1, label: t('auth:register.company') },
            { value: UserType.AGENT, label: t('auth:register.agent') },
          ]}
        />
      </Form.Item>
      <ContactMethodSwitch
        value={method}
        onChange={(next) => {
          setMethod(next);
          onEdit?.({ method: next });
        }}
      />
      <ContactFields method={method} withCountry />
      <CodeField method={method} scene="register" />
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, checked) =>
              checked ? Promise.resolve() : Promise.reject(new Error(t('auth:register.mustAgree'))),
          },
        ]}
      >
        <Checkbox>
          <Trans
            i18nKey="auth:register.agree"
            components={{
              terms: <Link to="/termsConditions" target="_blank" />,
              privacy: <Link to="/privacyNotice" target="_blank" />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large">
        {t('auth:register.next')}
      </Button>
      <p className="auth-switch">
        {t('auth:register.haveAccount')} <Link to="/login">{t('auth:register.toLogin')}</Link>
      </p>
    </Form>
  );
}
