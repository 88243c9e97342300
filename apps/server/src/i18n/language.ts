import type { LocalizedText } from '@pesa/contract';

export type Lang = 'en' | 'zh';

/** `Content-Language: zh_CN` (or zh, zh-CN) selects Chinese; anything else gets English. */
export function langFromHeader(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^zh/i.test(value.trim()) ? 'zh' : 'en';
}

export function pick(text: LocalizedText, lang: Lang): string {
  return text[lang];
}

export function apiLanguage(lang: Lang): 'en_US' | 'zh_CN' {
  return lang === 'zh' ? 'zh_CN' : 'en_US';
}
