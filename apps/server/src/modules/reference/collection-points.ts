import type { Selectable } from 'kysely';
import type { Lang } from '../../i18n/language.ts';
import type { CashShopTable, CollectionAccountTable } from '../../db/schema.ts';

/** The collection accounts and cash shops of one country and currency, as top-ups show them. */
export function collectionPointsView(
  accounts: Array<Selectable<CollectionAccountTable>>,
  shops: Array<Selectable<CashShopTable>>,
  lang: Lang,
) {
  return {
    accounts: accounts.map((a) => ({
      payType: a.pay_type,
      institution: a.institution,
      accountName: a.account_name,
      accountNumber: a.account_number,
      branch: a.branch,
      swift: a.swift_code,
    })),
    shops: shops.map((s) => ({
      name: s.name,
      address: s.address,
      hours: lang === 'zh' ? s.hours_zh : s.hours_en,
    })),
  };
}
