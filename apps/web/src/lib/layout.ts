import type { AppLocale } from './locale.ts';

/** Sidebar widths (SPEC §2, §9): English labels are longer, so the expanded bar is wider. */
export const SIDER_COLLAPSED_WIDTH = 80;
const EXPANDED_WIDTH: Record<AppLocale, number> = { zh: 200, en: 270 };

export function siderWidth(locale: AppLocale, collapsed: boolean): number {
  return collapsed ? SIDER_COLLAPSED_WIDTH : EXPANDED_WIDTH[locale];
}

export const AVATAR_SIZE = 45;
