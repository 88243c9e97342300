/** Enumerations of SPEC §3 and §4 that travel over the wire. */

/**
 * SPEC §3 user types. An ordinary user is an individual (2). An agent (3) is a business that takes
 * cash over the counter and credits customers' wallets from its own float (docs/identity.md
 * "Agents"); like a company it is verified by KYB.
 */
export const UserType = { COMPANY: 1, INDIVIDUAL: 2, AGENT: 3 } as const;
export type UserTypeValue = (typeof UserType)[keyof typeof UserType];

/** The screen where a customer completes KYC/KYB; refusals that need verification point to it. */
export const KYC_URL = '/home/kyc';

/** Companies and agents are businesses: their verification is a KYB with two reviewers. */
export function isBusinessUserType(userType: number): boolean {
  return userType === UserType.COMPANY || userType === UserType.AGENT;
}

/** What a verification code may be used for; a code only works for the scene it was sent for. */
export const CODE_SCENES = [
  'register',
  'login',
  'findPwd',
  'changePhone',
  'changeEmail',
  'fundPwd',
] as const;
export type CodeScene = (typeof CODE_SCENES)[number];
/**
 * The scenes above can be asked for by anyone for any address. `verifyContact` cannot: a
 * signed-in user gets it at the account's own current phone or email (/user/sendContactCode),
 * to prove they still hold it before the phone or email is changed.
 */
export type VerificationScene = CodeScene | 'verifyContact';
/** The changes that need a code from the account's current contact. */
export const CONTACT_CHANGES = ['changePhone', 'changeEmail'] as const;
export type ContactChange = (typeof CONTACT_CHANGES)[number];

/** KYC audit status (SPEC §4); "00" is pending approval. */
export const KycStatus = {
  PENDING_APPLICATION: -1,
  TO_VERIFY: 0,
  PENDING_APPROVAL: '00',
  APPROVED: 1,
  REJECTED: 2,
} as const;
export type KycStatusValue = (typeof KycStatus)[keyof typeof KycStatus];

/** Channel entries decide the Top Up, Send Money and COBO menu items (SPEC §6). */
export const ChannelScope = { DOMESTIC: 0, CROSS_BORDER: 1 } as const;
export const ChannelKind = { TOP_UP: -1, SEND_MONEY: 0, COBO: 1 } as const;

/** Payment method / channel values of SPEC §3. */
export const PayType = {
  WALLET: 0,
  MPESA_KES: 2,
  HALOTEL: 3,
  AIRTEL: 5,
  TIGO: 6,
  MPESA: 7,
  RTGS: 100,
  PESALINK: 101,
  TISS: 102,
  TIPS: 103,
  OFFLINE_PAY: 200,
  CASH_TOPUP_ORDER: 300,
  CNY_ACCOUNT_TZS: 400,
  CNY_ACCOUNT_KES: 401,
  MPESA_STK_PUSH: 502,
  BANK_TOPUP: 503,
  CASH_TOPUP: 504,
  PAYBILL: 505,
} as const;

/**
 * Top-ups the payer confirms on their own phone: a payment prompt pushed to the wallet (M-Pesa
 * Kenya's STK push, and Tanzania's M-Pesa, Tigo Pesa, Airtel Money and HaloPesa under their
 * wallets' own pay types). Their rail settles them by callback; no operator reviews them.
 */
export const PUSH_TOP_UP_PAY_TYPES: readonly number[] = [
  PayType.MPESA_STK_PUSH,
  PayType.MPESA,
  PayType.TIGO,
  PayType.AIRTEL,
  PayType.HALOTEL,
];

/** The bank rails a payout may take (RTGS, Pesalink, TISS, TIPS); the others are mobile money. */
export const BANK_PAY_TYPES: readonly number[] = [
  PayType.RTGS,
  PayType.PESALINK,
  PayType.TISS,
  PayType.TIPS,
];

/** Country id of China (its dialling code, as for Kenya 254 and Tanzania 255). */
export const CHINA_COUNTRY_ID = 86;

/**
 * The country a recipient is paid in. A recipient's `countryId` is the country whose payment
 * methods listed it (a Kenyan account sends to a CNY account from Kenya's list), but a CNY account
 * is a bank account in China, and that is what the customer should read.
 */
export function payeeDestinationCountry(payee: { payType: number; countryId: number }): number {
  const cnyAccount =
    payee.payType === PayType.CNY_ACCOUNT_KES || payee.payType === PayType.CNY_ACCOUNT_TZS;
  return cnyAccount ? CHINA_COUNTRY_ID : payee.countryId;
}

/** Suspense / B2C account types (SPEC §3), used as transfer types. */
export const TransferAccountType = {
  SUSPENSE: -1,
  B2C: 0,
  MPESA_KES: 2,
  HALOPESA: 3,
  AIRTEL_MONEY: 5,
  TIGOPESA: 6,
  MPESA: 7,
} as const;

/** Status of team members and roles: 0 enabled, 1 disabled. */
export const EnabledStatus = { ENABLED: 0, DISABLED: 1 } as const;

/**
 * The reasons the server itself writes on an order's status changes (its timeline). Any other
 * reason is a rail's result text or an operator's words, kept as given.
 */
export const OrderEventReason = {
  CREATED: 'created',
  PAYMENT_RECEIVED: 'payment received',
  PAYMENT_CONFIRMED: 'payment confirmed',
  DEPOSIT_RECEIVED: 'deposit received',
  DEPOSIT_CREDITED: 'deposit credited',
  CANCELLED_BY_CUSTOMER: 'cancelled by the customer',
  /** The account's own approvers let a send go on (docs/permissions.md, "Approvals"). */
  APPROVED_BY_ACCOUNT: 'approved by the account',
  /** Nobody decided a send waiting for approval in time; its hold went back. */
  APPROVAL_EXPIRED: 'approval expired',
  /** What an operator's decision says when the operator gives no reason. */
  REVIEWED: 'reviewed',
} as const;

export const RATE_PERIODS = ['yesterday', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

/** Content-Language values the API understands. */
export const API_LANGUAGES = ['en_US', 'zh_CN'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/**
 * API access audit status (SPEC §4). Here rather than beside the API service's schemas: the
 * web app's sidebar reads it on every screen, and importing it from a module that builds zod
 * schemas brought zod (about 22 KB) onto every first screen (docs/performance.md).
 */
export const ApiAuditStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type ApiAuditStatusValue = (typeof ApiAuditStatus)[keyof typeof ApiAuditStatus];

/** The wallets a ledger posting of the transaction history belongs to. */
export const LEDGER_WALLET_KINDS = ['domestic', 'cross_border', 'on_hold'] as const;
