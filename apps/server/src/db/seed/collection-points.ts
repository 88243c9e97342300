/**
 * Where customers pay in, per country and currency: our own collection accounts and the shops
 * that take cash. A bank top-up in TZS is paid into our Tanzanian account, never the Kenyan one;
 * each currency has its own account. The account numbers are the operator's published details
 * (SPEC §9 calls the ones shown illustrative); the seed only adds missing rows, so an edit in the table stays.
 */
const KENYA = 254;
const TANZANIA = 255;
const KES = 404;
const TZS = 834;
const USD = 840;
const BANK_TOPUP = 503;
const PAYBILL = 505;

type Account = [
  country: number,
  currency: number,
  payType: number,
  institution: string,
  accountName: string,
  accountNumber: string,
  branch: string | null,
  swift: string | null,
];

const accounts: Account[] = [
  [
    KENYA,
    KES,
    BANK_TOPUP,
    'Equity Bank Kenya',
    'PesaBridge Client Collections',
    '0180299011223',
    'Upper Hill, Nairobi',
    'EQBLKENA',
  ],
  [
    KENYA,
    USD,
    BANK_TOPUP,
    'Equity Bank Kenya',
    'PesaBridge Client Collections USD',
    '0180279011240',
    'Upper Hill, Nairobi',
    'EQBLKENA',
  ],
  // Lipa na M-Pesa: the business number; the customer's account number is the account.
  [KENYA, KES, PAYBILL, 'Safaricom M-Pesa', 'PesaBridge', '522533', null, null],
  [
    TANZANIA,
    TZS,
    BANK_TOPUP,
    'CRDB Bank',
    'PesaBridge Tanzania Client Collections',
    '0150386512700',
    'Azikiwe Street Branch, Dar es Salaam',
    'CORUTZTZ',
  ],
  [
    TANZANIA,
    USD,
    BANK_TOPUP,
    'CRDB Bank',
    'PesaBridge Tanzania Client Collections USD',
    '0250386512700',
    'Azikiwe Street Branch, Dar es Salaam',
    'CORUTZTZ',
  ],
];

export const collectionAccounts = accounts.map(
  ([
    country_id,
    currency_id,
    pay_type,
    institution,
    account_name,
    account_number,
    branch,
    swift,
  ]) => ({
    country_id,
    currency_id,
    pay_type,
    institution,
    account_name,
    account_number,
    branch,
    swift_code: swift,
  }),
);

type Shop = [
  country: number,
  currency: number,
  name: string,
  address: string,
  en: string,
  zh: string,
];

const shops: Shop[] = [
  [
    KENYA,
    KES,
    'PesaBridge Agent — Moi Avenue',
    'Moi Avenue, Nairobi CBD',
    'Mon–Sat 08:00–18:00',
    '周一至周六 08:00–18:00',
  ],
  [
    KENYA,
    KES,
    'PesaBridge Agent — Westlands',
    'Woodvale Grove, Westlands, Nairobi',
    'Mon–Sat 09:00–17:00',
    '周一至周六 09:00–17:00',
  ],
  [
    KENYA,
    KES,
    'PesaBridge Agent — Eastleigh',
    'First Avenue, Eastleigh, Nairobi',
    'Mon–Sun 08:00–19:00',
    '周一至周日 08:00–19:00',
  ],
  [
    TANZANIA,
    TZS,
    'PesaBridge Agent — Kariakoo',
    'Msimbazi Street, Kariakoo, Dar es Salaam',
    'Mon–Sat 08:00–18:00',
    '周一至周六 08:00–18:00',
  ],
  [
    TANZANIA,
    TZS,
    'PesaBridge Agent — Posta',
    'Samora Avenue, City Centre, Dar es Salaam',
    'Mon–Fri 08:30–17:00',
    '周一至周五 08:30–17:00',
  ],
  [
    TANZANIA,
    TZS,
    'PesaBridge Agent — Mwenge',
    'Sam Nujoma Road, Mwenge, Dar es Salaam',
    'Mon–Sun 08:00–19:00',
    '周一至周日 08:00–19:00',
  ],
];

export const cashShops = shops.map(
  ([country_id, currency_id, name, address, hours_en, hours_zh], i) => ({
    country_id,
    currency_id,
    name,
    address,
    hours_en,
    hours_zh,
    sort: i + 1,
  }),
);
