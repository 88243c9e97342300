import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/countries.ts';
import {
  fundPasswordCodeTarget,
  fundPasswordRules,
  sendFundPasswordCode,
} from '../../lib/money/fundPassword.ts';
import type { UserInfo } from '../../lib/userInfo.ts';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { SentCodeField } from '../SentCodeField.tsx';

/** What the fields hold; `setFundPassword` takes `code` and `fundPassword`. */
export interface FundPasswordValues {
  code: string;
  fundPassword: string;
  confirmFundPassword: string;
}

/**
 * The fields that set a transaction password: a code sent to the user's own phone (or email),
 * the 6 digits and their repetition. Used in the profile and inside the payment dialog.
 */
export function FundPasswordFields({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const { data: countries = [] } = useCountries();
  const target = fundPasswordCodeTarget(info) ?? '';
  const repeats: Rule[] = [
    { required: true, message: t('profile:rules.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_, value) =>
        !value || value === getFieldValue('fundPassword')
          ? Promise.resolve()
          : Promise.reject(new Error(t('profile:rules.confirmMismatch'))),
    }),
  ];
  return (
    <>
      <SentCodeField
        send={() =>
          sendFundPasswordCode(
            info,
            countries.map((c) => c.countryId),
          )
        }
        help={t('profile:fundPassword.codeTo', { target })}
      />
      <NewPasswordFields
        name="fundPassword"
        confirmName="confirmFundPassword"
        label={t('profile:field.fundPassword')}
        confirmLabel={t('profile:field.confirmFundPassword')}
        rules={fundPasswordRules(t)}
        confirmRules={repeats}
        extra={t('profile:rules.fundPasswordPattern')}
        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
      />
    </>
  );
}
