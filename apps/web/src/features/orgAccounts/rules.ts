import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** The server's length limit of a text field (packages/contract), said in the user's language. */
export const maxLengthRule = (t: TFunction, max: number): Rule => ({
  max,
  message: t('orgAccounts:tooLong', { max }),
});
