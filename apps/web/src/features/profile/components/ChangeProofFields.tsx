import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactChange } from '@pesa/contract';
import type { UserInfo } from '../../../lib/session.ts';
import { profileApi } from '../api.ts';
import { oldPasswordRules, vouchingContact } from '../rules.ts';
import { SentCodeField } from '../../../components/SentCodeField.tsx';

interface Props {
  info: UserInfo;
  change: ContactChange;
}

/** Says up front what a phone or email change will ask for, and why. */
export function ChangeProofIntro({ info, change }: Props) {
  const { t } = useTranslation();
  const contact = vouchingContact(info, change);
  if (!contact) return null;
  return (
    <Typography.Paragraph type="secondary">
      {t(contact.kind === 'phone' ? 'profile:proof.whyPhone' : 'profile:proof.whyEmail')}
    </Typography.Paragraph>
  );
}

/**
 * What a phone or email change asks for besides the session, so that a stolen session cannot
 * move the account: the login password and a code sent to the account's current contact.
 */
export function ChangeProofFields({ info, change }: Props) {
  const { t } = useTranslation();
  const contact = vouchingContact(info, change);
  const send = async () => {
    await profileApi.sendContactCode(change);
    return true;
  };

  return (
    <>
      <Form.Item
        name="password"
        label={t('profile:field.loginPassword')}
        rules={oldPasswordRules(t)}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <SentCodeField
        name="oldCode"
        label={t(
          contact?.kind === 'email'
            ? 'profile:field.currentEmailCode'
            : 'profile:field.currentPhoneCode',
        )}
        help={contact ? t('profile:proof.codeTo', { target: contact.value }) : undefined}
        send={send}
      />
    </>
  );
}
