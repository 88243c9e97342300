import { z } from 'zod';
import { APPROVAL_STATUSES, REMITTANCE_STATUSES, VERIFICATION_STATUSES } from '@pesa/domain';
import { kycSaveBody } from '../schemas/kyc.ts';
import { NAME_CHECK_GRADES } from '../schemas/payee-check.ts';

/**
 * Reply shapes that several calls of the app API share (docs/api-contract-notes.md, "The API
 * description"). Each is exactly what the server sends: an object lists every field it has, so
 * the document says `additionalProperties: false` and a test fails when a route adds one.
 */

/** An order as the customer calls show it (SPEC §3 Order): amounts as decimal strings in major units. */
export const orderView = z.object({
  sn: z.string(),
  type: z.number(),
  scope: z.number(),
  status: z.number(),
  payType: z.number(),
  currencyId: z.number(),
  currencyCode: z.string(),
  amount: z.string().nullable(),
  netFeeAmount: z.string().nullable(),
  taxFee: z.string().nullable(),
  payAmount: z.string().nullable(),
  rate: z.string().nullable(),
  toCurrencyId: z.number().nullable(),
  toCurrencyCode: z.string(),
  toAmount: z.string().nullable(),
  receivedAmount: z.string().nullable(),
  payeeId: z.number().nullable(),
  payeeName: z.string().nullable(),
  payeeAccount: z.string().nullable(),
  phonenumber: z.string().nullable(),
  transactionReason: z.string().nullable(),
  fundsPurpose: z.string().nullable(),
  senderAddress: z.string().nullable(),
  exchangeFile: z.string().nullable(),
  detailFile: z.string().nullable(),
  contractFile: z.string().nullable(),
  contractWorker: z.number().nullable(),
  contractWorkerName: z.string().nullable(),
  proofFile: z.string().nullable(),
  remark: z.string().nullable(),
  thirdOrderNo: z.string().nullable(),
  failReason: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  payoutTime: z.string().nullable(),
  auditTime: z.string().nullable(),
  /**
   * The payee's name check (docs/name-check.md): MATCH, CLOSE_MATCH, NO_MATCH or UNAVAILABLE; null
   * when none was made. nameCheckName: the name the rail holds, only with CLOSE_MATCH.
   */
  nameCheck: z
    .string()
    .meta({ description: `One of ${NAME_CHECK_GRADES.join(', ')}` })
    .nullable()
    .optional(),
  nameCheckName: z.string().nullable().optional(),
  /**
   * The account's own approval (docs/money.md, "Approvals"): AWAITING_APPROVAL while the money is
   * held for approvers, then APPROVED, REJECTED (the reason in failReason), EXPIRED or CANCELLED;
   * null when the order needed none. approvalDate: when it was decided.
   */
  approvalStatus: z
    .string()
    .meta({ description: `One of ${APPROVAL_STATUSES.join(', ')}` })
    .nullable()
    .optional(),
  approvalDate: z.string().nullable().optional(),
});
/** An order of the API service screens (collections, payouts, top-ups, transfers, cash-outs). */
export const apiOrderView = z.object({
  id: z.number(),
  mode: z.enum(['test', 'live']),
  payType: z.number(),
  currencyCode: z.string(),
  taxFee: z.string(),
  fromAccountType: z.number().nullable(),
  toAccountType: z.number().nullable(),
  recipient: z.string().nullable(),
  recipientName: z.string().nullable(),
  remark: z.string(),
  auditStatus: z.number().nullable(),
  auditTime: z.string().nullable(),
  companyInfo: z.string().nullable(),
  failReason: z.string().nullable(),
  sn: z.string(),
  merchantOrderNo: z.string().nullable(),
  kind: z.enum(['payout', 'collect', 'recharge', 'transfer', 'cashOut']),
  status: z.number(),
  payoutStatus: z.number().nullable(),
  currencyId: z.number(),
  amount: z.string(),
  feeAmount: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  oppoAccountId: z.string().nullable(),
  oppoAccountName: z.string().nullable(),
  oppoBankName: z.string().nullable(),
  paymentChannel: z.string().nullable(),
  transactionNarrative: z.string().nullable(),
  externalTxId: z.string().nullable(),
});
/** One status change of an order. */
export const orderTimelineStep = z.object({
  fromStatus: z.number().nullable(),
  status: z.number(),
  actorType: z.string(),
  reason: z.string(),
  time: z.string(),
});
/** The bank account a top-up is paid into. */
export const bankDetails = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string(),
  swift: z.string(),
});
/** A virtual account and its bank details. */
export const virtualAccountView = z.object({
  id: z.number(),
  accountId: z.string(),
  accountName: z.string(),
  status: z.string(),
  countryId: z.number(),
  currencyId: z.number(),
  bankName: z.string(),
  bankAddress: z.string(),
  payBillNum: z.string(),
  branchCode: z.string(),
  bankCode: z.string(),
  payType: z.number().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
/** The API access application and its access keys (the secrets come from /user/userApi/secret). */
export const apiAccessView = z.object({
  auditStatus: z.literal([0, 1, 2]).nullable(),
  accessKey: z.string().nullable(),
  notifyUrl: z.string().nullable(),
  ipWhitelist: z.string().nullable(),
  rejectReason: z.string().nullable(),
  companyName: z.string().nullable(),
  description: z.string().nullable(),
  monthlyVolume: z.string().nullable(),
  testAccessKey: z.string().nullable(),
  createTime: z.string().nullable(),
  auditTime: z.string().nullable(),
});
/** An announcement or press item, in the caller's language. */
export const noticeView = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  content: z.string(),
  publishTime: z.string(),
});
/** A recipient with every field (SPEC §3 Recipient). */
export const payeeView = z.object({
  id: z.number(),
  userAccountNo: z.string(),
  countryId: z.number(),
  name: z.string(),
  payType: z.number(),
  phone: z.string(),
  bankName: z.string(),
  bankUser: z.string(),
  bankNo: z.string(),
  currencyId: z.number(),
  type: z.number(),
  bankSwiftCode: z.string(),
  bankAddrees: z.string(),
  bankCity: z.string(),
  bankZipcode: z.string(),
  bankState: z.string(),
  bankBranch: z.string(),
  choiceBankCode: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  remark: z.string(),
  mobile: z.string(),
  scope: z.number(),
  auditStatus: z.number(),
  auditTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
/** One entry of an account's operation log. */
export const operationLogRow = z.object({
  id: z.number(),
  userId: z.number(),
  userName: z.string(),
  eventType: z.string(),
  eventDesc: z.string(),
  requestIp: z.string(),
  createTime: z.string(),
});
/** A currency as a country lists it. */
export const currencyOfCountry = z.object({
  currencyId: z.number(),
  code: z.string(),
  name: z.string(),
  decimals: z.number(),
  symbol: z.string(),
});
/** A current exchange rate; rates are decimal strings. */
export const currentRate = z.object({
  pair: z.string(),
  fromCurrencyId: z.number(),
  toCurrencyId: z.number(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  /** The mid rate: 1 fromCurrency = rate toCurrency. */
  rate: z.string(),
  /** The spread customers pay either way, in basis points. */
  spreadBps: z.number(),
  /** What a customer converting fromCurrency gets: 1 fromCurrency = forwardRate toCurrency. */
  forwardRate: z.string(),
  /** What a customer converting toCurrency gets: 1 toCurrency = reverseRate fromCurrency. */
  reverseRate: z.string(),
  updateTime: z.string(),
});
/** An exchange rate at one time. */
export const rateHistoryPoint = z.object({
  pair: z.string(),
  rate: z.string(),
  updateTime: z.string(),
});
/** A channel type of a country (SPEC §7 channelTypeList). */
export const channelType = z.object({ type: z.number(), channelType: z.number() });
/** An M-Pesa Paybill payment that matched no order, and its reversal. */
export const darajaUnmatchedPayment = z.object({
  transId: z.string(),
  amount: z.string().nullable(),
  currencyCode: z.literal('KES'),
  msisdn: z.string(),
  name: z.string(),
  billRef: z.string(),
  time: z.string(),
  reversalStatus: z.enum(['requested', 'reversed', 'failed', 'none']),
  reversalResult: z.string().nullable(),
});
/** Whose order it is, as the console shows it. */
export const opsOrderCustomer = z.object({
  mainUserId: z.number(),
  userId: z.number(),
  accountNo: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
/** Who placed an order: the main account or one of its team members (docs/permissions.md). */
export const orderPlacerView = z.object({
  accountNo: z.string(),
  member: z.boolean(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
/** A customer or team member as the console shows them. */
export const opsCustomerProfile = z.object({
  userId: z.number(),
  mainUserId: z.number(),
  isMember: z.boolean(),
  accountNo: z.string(),
  userType: z.number(),
  countryId: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  nickName: z.string().nullable(),
  userName: z.string().nullable(),
  auditStatus: z.string(),
  memberDisabled: z.boolean(),
  language: z.string(),
  suspendedAt: z.string().nullable(),
  suspendReason: z.string().nullable(),
  loginLockedUntil: z.string().nullable(),
  failedLogins: z.number(),
  fundLockedUntil: z.string().nullable(),
  fundFailedAttempts: z.number(),
  fundPasswordSet: z.boolean(),
  createTime: z.string(),
});
/** A conversion quote, good until `expireTime`. */
export const fxQuoteView = z.object({
  quoteId: z.string(),
  fromCurrencyId: z.number(),
  toCurrencyId: z.number(),
  amount: z.string(),
  toAmount: z.string(),
  rate: z.string(),
  lockSeconds: z.number(),
  expireTime: z.string(),
});
/** A conversion made at a quote. */
export const fxConversionView = z.object({
  quoteId: z.string(),
  currencyId: z.number(),
  currencyCode: z.string(),
  toCurrencyId: z.number(),
  toCurrencyCode: z.string(),
  amount: z.string(),
  receivedAmount: z.string(),
  rate: z.string(),
  scope: z.number(),
  createTime: z.string(),
});
/** An order with its timeline. */
/**
 * A leg status: one of SPEC §4's strings. Written as a string with the list in its description,
 * not an enum: OpenAPI 3.0 cannot say "one of these, or null".
 */
const legStatus = (statuses: readonly string[]) =>
  z.string().meta({ description: `One of ${statuses.join(', ')}` });
/** A leg step of a cross-border send (docs/money.md, "Cross-border legs"). */
const legStep = (statuses: readonly string[]) =>
  z.object({ status: legStatus(statuses), time: z.string() });

/**
 * What /order/list and /order/detail add from the order's history and owner (docs/money.md,
 * "Order review, legs and fee split").
 */
export const orderFactsView = orderView.extend({
  // 0 waiting, 1 approved, 2 refused (OrderAuditStatus in packages/domain).
  auditStatus: z.number().int().min(0).max(2).nullable(),
  accountNo: z.string().nullable(),
  // The account's approval when the order had one (orderView), else the verification leg.
  approvalStatus: legStatus([...APPROVAL_STATUSES, ...VERIFICATION_STATUSES]).nullable(),
  approvalDate: z.string().nullable(),
  remittanceStatus: legStatus(REMITTANCE_STATUSES).nullable(),
  legs: z
    .object({
      verification: z.array(legStep(VERIFICATION_STATUSES)),
      remittance: z.array(legStep(REMITTANCE_STATUSES)),
    })
    .nullable(),
  costFeeAmount: z.string().nullable(),
  interestFeeAmount: z.string().nullable(),
  // Who made it; null for an agent's deposit into this account (the agent is the counterparty).
  createdBy: orderPlacerView.nullable(),
  // An agent's cash deposit (kind 2): the customer for the agent, the agent for the customer; a
  // wallet send (kind 0, pay type 0): the recipient for the sender, the sender for the recipient.
  counterparty: z
    .object({
      role: z.enum(['agent', 'customer', 'sender', 'recipient']),
      name: z.string().nullable(),
      accountNo: z.string(),
    })
    .nullable(),
});
/** One order with its status timeline. */
export const orderDetailView = orderFactsView.extend({ timeline: z.array(orderTimelineStep) });
/** A free-text answer's schema ends in a transform (empty to left out), which JSON Schema cannot say: it is stored as text. */
const storedAs = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodPipe && schema.out instanceof z.ZodTransform ? z.string() : schema;

/** The answers of a KYC/KYB application as saved: those of the account's type, null if unanswered. */
const kycAnswers = Object.fromEntries(
  Object.entries(kycSaveBody.shape).map(([field, schema]) => [
    field,
    storedAs(schema).nullable().optional(),
  ]),
);

/** A KYC/KYB application: its status and the answers of the account's type. */
export const kycStatusView = z.object({
  id: z.number().nullable(),
  userType: z.number(),
  auditStatus: z.union([z.number(), z.literal('00')]),
  rejectReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  ...kycAnswers,
});
/** An exchange account (SPEC §3) and its review. */
export const exchangeAccountView = z.object({
  id: z.number(),
  accountName: z.string(),
  type: z.number(),
  idNo: z.string(),
  cardNo: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  province: z.string(),
  city: z.string(),
  lineNumber: z.string(),
  applyReason: z.string(),
  exchangeStatus: z.number(),
  paymentStatus: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  /**
   * "Update payee" (SPEC §3): the latest change to the approved details, with the new details;
   * status 0 waiting for an operator, 1 approved (now in use), 2 rejected (the old ones stay).
   */
  payeeChange: z
    .object({
      status: z.number(),
      submitTime: z.string(),
      decideTime: z.string().nullable(),
      reason: z.string().nullable(),
      accountName: z.string(),
      type: z.number(),
      idNo: z.string(),
      cardNo: z.string(),
      accountNumber: z.string(),
      bankName: z.string(),
      branchName: z.string(),
      province: z.string(),
      city: z.string(),
      lineNumber: z.string(),
      applyReason: z.string(),
    })
    .nullable(),
});
/** An exchange (settlement) account as its owner and the console read it. */
export type ExchangeAccountView = z.infer<typeof exchangeAccountView>;
/** A contract worker (SPEC §3); the three documents are stored upload paths ('' when none). */
export const contractWorkerView = z.object({
  id: z.number(),
  name: z.string(),
  idNo: z.string(),
  /** SPEC §3 relationship: 0 child, 1 parent, 2 spouse, 3 sibling, 4 grandparent, 5 oneself. */
  payeeRelation: z.number(),
  payeeIdCardNo: z.string(),
  workArea: z.string(),
  workAddress: z.string(),
  residence: z.string(),
  contractFile: z.string(),
  incomeProofFile: z.string(),
  relationFile: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  /** The operators' review: 0 pending, 1 approved (a send may name it), 2 rejected. */
  auditStatus: z.number(),
  /** The operator's reason of a rejection ('' when none). */
  auditRemark: z.string(),
  auditTime: z.string().nullable(),
});
/** A contract worker as the customer's calls return it (the web's lists and forms use it). */
export type ContractWorkerView = z.infer<typeof contractWorkerView>;
/** A channel of the public corridor list. */
export const topUpChannel = z.object({
  payType: z.number(),
  name: z.string(),
  kind: z.string(),
  currencyCode: z.string(),
});
/** How to pay a top-up: by bank, Paybill, agent shops or in steps alone. */
export const fundingInstructions = z.union([
  z.object({ kind: z.string(), reference: z.string(), steps: z.array(z.string()) }),
  z.object({
    kind: z.string(),
    reference: z.string(),
    bank: bankDetails,
    steps: z.array(z.string()),
  }),
  z.object({
    kind: z.string(),
    reference: z.string(),
    paybill: z.object({ businessNumber: z.string(), accountNumber: z.string() }),
    steps: z.array(z.string()),
  }),
  z.object({
    kind: z.string(),
    reference: z.string(),
    shops: z.array(z.object({ name: z.string(), address: z.string(), hours: z.string() })),
    steps: z.array(z.string()),
  }),
]);
