import type { LocalizedText } from '@pesa/contract';
import type { Lang } from '../../i18n/language.ts';

const approved: LocalizedText = {
  en: 'PesaBridge: your identity verification has been approved. You can now send and top up without the unverified limit.',
  zh: '【PesaBridge】您的身份认证已通过审核，现在可以不受未认证额度限制进行转账和充值。',
};

/** The SMS or email text telling the account holder the decision on their application. */
export function kycDecisionText(lang: Lang, outcome: 'approved' | 'rejected', reason = ''): string {
  if (outcome === 'approved') return approved[lang];
  return lang === 'zh'
    ? `【PesaBridge】您的身份认证未通过审核，原因：${reason}。请修改后重新提交。`
    : `PesaBridge: your identity verification was not approved. Reason: ${reason}. Please correct it and submit again.`;
}

export function kycDecisionSubject(lang: Lang): string {
  return lang === 'zh' ? 'PesaBridge 身份认证结果' : 'Your PesaBridge verification result';
}
