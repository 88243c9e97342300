import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * The nickname's limit of /user/info/save. Apart from the dialogs' rules (rules.ts), so that the
 * profile's first screen does not load the contract's schemas with them (issue 16).
 */
export const NICKNAME_MAX = 40;

export const nicknameRules = (t: TFunction): Rule[] => [
  { max: NICKNAME_MAX, message: t('profile:rules.nicknameMax', { max: NICKNAME_MAX }) },
];
