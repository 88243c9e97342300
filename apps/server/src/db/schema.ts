import type { ColumnType, Generated, Selectable } from 'kysely';

/** Column types of the database. Times are ISO-8601 UTC strings; money is bigint minor units. */

export interface CountryTable {
  country_id: number;
  iso2: string;
  name_en: string;
  name_zh: string;
  currency_id: number;
  timezone: string;
  phone_example: string;
  sort: number;
}
export interface CurrencyTable {
  currency_id: number;
  code: string;
  name_en: string;
  name_zh: string;
  decimals: number;
  symbol: string;
}
export interface CountryCurrencyTable {
  country_id: number;
  currency_id: number;
}
export interface PaymentChannelTable {
  id: Generated<number>;
  country_id: number;
  pay_type: number;
  name_en: string;
  name_zh: string;
  kind: string;
  scope: number;
  direction: string;
  currency_id: number;
  sort: number;
}
export interface ChannelTypeTable {
  id: Generated<number>;
  country_id: number;
  type: number;
  channel_type: number;
}
export interface TransferTypeTable {
  type_id: number;
  name_en: string;
  name_zh: string;
  sort: number;
}
export interface BankCodeTable {
  id: Generated<number>;
  country_id: number;
  code: string;
  name: string;
  swift_code: string;
}
/** Our own account customers pay into, per country, currency and pay type (503 bank, 505 Paybill). */
export interface CollectionAccountTable {
  id: Generated<number>;
  country_id: number;
  currency_id: number;
  pay_type: number;
  /** The bank, or the mobile-money operator of a Paybill. */
  institution: string;
  account_name: string;
  /** The bank account number, or the Paybill's business number. */
  account_number: string;
  branch: string | null;
  swift_code: string | null;
}
/** A shop that takes cash top-ups, per country and currency. */
export interface CashShopTable {
  id: Generated<number>;
  country_id: number;
  currency_id: number;
  name: string;
  address: string;
  hours_en: string;
  hours_zh: string;
  sort: number;
}
export interface ExchangeRateTable {
  pair: string;
  from_currency_id: number;
  to_currency_id: number;
  /** The mid rate: 1 from = rate to. Cross pairs' are derived from their USD legs (rate book). */
  rate: string;
  /** The spread customers pay either way, in basis points (docs/money.md). */
  spread_bps: Generated<number>;
  update_time: string;
}
export interface ExchangeRateHistoryTable {
  id: Generated<number>;
  pair: string;
  rate: string;
  update_time: string;
}
export interface NoticeTable {
  id: Generated<number>;
  type: number;
  title_en: string;
  title_zh: string;
  content_en: string;
  content_zh: string;
  publish_time: string;
  status: number;
}
export interface UserTable {
  user_id: Generated<number>;
  parent_id: number;
  account_no: string;
  user_type: number;
  country_id: number;
  phone: string | null;
  email: string | null;
  nick_name: string | null;
  user_name: string | null;
  avatar: string | null;
  sex: string | null;
  remark: string | null;
  password_hash: string;
  fund_password_hash: string | null;
  audit_status: string;
  psp_flag: number;
  mrp_flag: number;
  status: number;
  role_id: number | null;
  language: string;
  failed_logins: number;
  locked_until: string | null;
  fund_failed_attempts: Generated<number>;
  fund_locked_until: string | null;
  /** Set while an operator has suspended the business (on the main account and every member). */
  suspended_at: Generated<string | null>;
  suspend_reason: Generated<string | null>;
  create_time: string;
  update_time: string;
}
export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  ip: string;
  created_at: string;
  last_seen_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
}
export interface VerificationCodeTable {
  id: Generated<number>;
  target: string;
  scene: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
}
export interface SentMessageTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  text: string;
  code: string | null;
  create_time: string;
}
export interface OperationLogTable {
  id: Generated<number>;
  user_id: number;
  main_user_id: number;
  event_type: string;
  event_desc: string;
  request_ip: string;
  create_time: string;
}
export interface RoleTable {
  id: Generated<number>;
  main_user_id: number;
  name: string;
  menus: string;
  status: number;
  create_time: string;
  update_time: string;
}

export interface LedgerAccountTable {
  id: Generated<number>;
  account_key: string;
  owner_user_id: number;
  kind: string;
  currency_id: number;
  channel: number | null;
  balance: string | number | bigint;
  create_time: string;
}
export interface LedgerEntryTable {
  id: Generated<number>;
  entry_type: string;
  reference: string;
  description: string;
  created_by: number;
  create_time: string;
}
export interface LedgerPostingTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  currency_id: number;
  amount: string | number | bigint;
  create_time: string;
}

type Money = string | number | bigint;

export interface OrderTable {
  id: Generated<number>;
  sn: string;
  main_user_id: number;
  user_id: number;
  kind: number;
  scope: number;
  pay_type: number;
  currency_id: number;
  amount: Money;
  fee_amount: Money;
  tax_fee: Money;
  pay_amount: Money;
  rate: string | null;
  to_currency_id: number | null;
  to_amount: Money | null;
  received_amount: Money | null;
  status: number;
  payee_id: number | null;
  payee_snapshot: string | null;
  details: string;
  third_order_no: string | null;
  fail_reason: string | null;
  create_time: string;
  update_time: string;
  payout_time: string | null;
  audit_time: string | null;
  /** API orders only: 'live' or 'test'; null for a customer's own orders. */
  api_mode?: string | null;
  /** collect, payout, transfer, recharge or cashOut (contract API_ORDER_KINDS). */
  api_kind?: string | null;
  merchant_order_no?: string | null;
  /** SHA-256 of the canonical request, to tell a repeat from a conflicting reuse. */
  request_hash?: string | null;
  /** The live ledger key the order draws from or pays into, when it is not the scope wallet. */
  account_key?: string | null;
  /** A transfer's destination account (live key). */
  counter_account_key?: string | null;
  /** The payee's name check (docs/name-check.md): MATCH, CLOSE_MATCH, NO_MATCH or UNAVAILABLE. */
  name_check?: string | null;
  /** The name the rail holds, kept only for CLOSE_MATCH (a NO_MATCH never shows it). */
  name_check_name?: string | null;
  /** SPEC §3 approvalStatus of the account's approval (ApprovalStatus); null when none applied. */
  approval_status?: string | null;
  /** When the approval was decided (approved, rejected, expired or cancelled). */
  approval_date?: string | null;
}
/** The account's approval policy (migration 2026-11-28T1840-approvals). */
export interface ApprovalPolicyTable {
  main_user_id: number;
  enabled: number;
  approvals_required: number;
  thresholds: string;
  /** 1: merchant API batches above a threshold wait too. */
  api_batches: ColumnType<number, number | undefined, number>;
  update_user_id: number;
  update_time: string;
}
/** A payment waiting for, or decided by, the account's approvers. */
export interface ApprovalTable {
  id: Generated<number>;
  main_user_id: number;
  kind: string;
  subject: string;
  maker_user_id: number;
  status: string;
  approvals_required: number;
  approvals: Generated<number>;
  then_status: number;
  reason: string | null;
  decided_by: number | null;
  create_time: string;
  expire_time: string;
  decide_time: string | null;
}
export interface ApprovalVoteTable {
  approval_id: number;
  user_id: number;
  create_time: string;
}
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  from_status: number | null;
  to_status: number;
  actor_type: string;
  actor_id: number;
  reason: string;
  create_time: string;
}
export interface JobTable {
  id: Generated<number>;
  type: string;
  payload: string;
  status: string;
  run_at: string;
  attempts: number;
  locked_until: string | null;
  /** The instance that claimed the job last, its holder while it runs (jobs/job-queue.ts). */
  locked_by: string | null;
  last_error: string | null;
  create_time: string;
}
/** A cache topic's count of announced changes (cache/cache-notices.ts). */
export interface CacheGenerationTable {
  topic: string;
  generation: number;
}
export interface RailMismatchTable {
  id: Generated<number>;
  rail: string;
  order_id: number;
  /** 'differs': the rail's final answer is not ours; 'open': no final answer after its window. */
  problem: 'differs' | 'open';
  our_status: number;
  /** The rail's answer as `<code> <English> / <Chinese>`; null while it has none. */
  rail_answer: string | null;
  found_time: string;
}
export interface ChannelEventTable {
  id: Generated<number>;
  event_key: string;
  source: string;
  body: string;
  create_time: string;
}
export interface FeeScheduleTable {
  id: Generated<number>;
  scope: number;
  pay_type: number;
  currency_id: number;
  fixed_amount: Money;
  basis_points: number;
  /** Minimum and maximum fee. */
  min_amount: Money | null;
  max_amount: Money | null;
  /** The smallest amount the channel takes; null takes any positive amount. */
  min_order_amount: Money | null;
  update_time: string;
}
export interface AppSettingTable {
  key: string;
  value: string;
  update_time: string;
}
export interface FxQuoteTable {
  id: Generated<number>;
  quote_id: string;
  main_user_id: number;
  from_currency_id: number;
  to_currency_id: number;
  wallet_kind: string;
  amount: Money;
  to_amount: Money;
  rate: string;
  expire_time: string;
  used_time: string | null;
  create_time: string;
}
export interface OperatorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  status: number;
  create_time: string;
  failed_logins: Generated<number>;
  locked_until: string | null;
  /** support | compliance | finance | admin (OPERATOR_ROLES). */
  role: Generated<string>;
  /** The TOTP secret, sealed; null until the operator enrols. */
  totp_secret: string | null;
  /** A secret shown at enrolment, sealed, until a code from it confirms it. */
  totp_pending_secret: string | null;
  /** The last 30-second step a code was accepted for: a code works once. */
  totp_last_step: number | null;
}
export interface OperatorSessionTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** enrol | totp | active (OperatorSessionStage). */
  stage: Generated<string>;
  last_seen_at: string | null;
}
export interface OperatorAuditTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target: string;
  detail: string;
  create_time: string;
}
export interface CoboAddressTable {
  id: Generated<number>;
  main_user_id: number;
  scope: number;
  coin: string;
  address: string;
  create_time: string;
}

export interface FileTable {
  id: Generated<number>;
  main_user_id: number;
  uploaded_by: number;
  path: string;
  mime: string;
  size: number;
  create_time: string;
}
export interface PayeeTable {
  id: Generated<number>;
  main_user_id: number;
  created_by: number;
  country_id: number;
  pay_type: number;
  currency_id: number;
  name: string;
  holder_type: number;
  user_account_no: string | null;
  phone: string | null;
  mobile: string | null;
  bank_name: string | null;
  bank_user: string | null;
  bank_no: string | null;
  bank_swift_code: string | null;
  bank_address: string | null;
  bank_city: string | null;
  bank_zipcode: string | null;
  bank_state: string | null;
  bank_branch: string | null;
  choice_bank_code: string | null;
  account_id: string | null;
  account_name: string | null;
  remark: string | null;
  scope: number;
  audit_status: number;
  audit_time: string | null;
  audit_user_id: number | null;
  audit_remark: string | null;
  status: Generated<number>;
  create_time: string;
  update_time: string;
}

/** A bulk payment file (migration 2026-11-28T1850-batches). */
export interface BatchTable {
  id: Generated<number>;
  batch_no: string;
  main_user_id: number;
  user_id: number;
  scope: number;
  /** The currency of rows that name none. */
  currency_id: number;
  /** checked, processing, done, cancelled */
  status: string;
  file_name: string;
  retry_of: number | null;
  create_time: string;
  update_time: string;
  submit_time: string | null;
  /**
   * A cross-border file's answers and documents, one set for every row, given at submission
   * (migration 2026-11-28T2120-cross-border-batches); null on domestic files.
   */
  transaction_reason: string | null;
  funds_purpose: string | null;
  sender_address: string | null;
  exchange_file: string | null;
  detail_file: string | null;
  contract_file: string | null;
  contract_worker: number | null;
}
export interface BatchRowTable {
  id: Generated<number>;
  batch_id: number;
  row_no: number;
  /** valid, invalid, deleted, queued, ordered, paid, failed, cancelled */
  status: string;
  /** The row's cells as read (JSON), keyed by template column. */
  cells: string;
  problems: string;
  warnings: string;
  pay_type: number | null;
  currency_id: number | null;
  amount: Money | null;
  fee_amount: Money | null;
  tax_fee: Money | null;
  payee_id: number | null;
  payee_snapshot: string | null;
  order_sn: string | null;
  fail_reason: string | null;
  update_time: string;
}
/** A merchant API batch payout (migration 2026-11-28T2100-api-batches). */
export interface ApiBatchTable {
  id: Generated<number>;
  batch_sn: string;
  main_user_id: number;
  api_mode: string;
  merchant_batch_no: string;
  request_hash: string;
  item_count: number;
  accepted_count: number;
  create_time: string;
  /** Set once, when every accepted item reached a final state (batch.completed). */
  completed_time: string | null;
  /** Its approval's status when it waited for one (ApprovalStatus); null when it never did. */
  approval_status: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ApiBatchItemTable {
  id: Generated<number>;
  batch_id: number;
  item_index: number;
  merchant_order_no: string | null;
  /** rejected, queued, placed, failed, cancelled (its batch's approval was refused) */
  status: string;
  request: string | null;
  /** `{code, msg: {en, zh}}` of a rejected or failed item. */
  error: string | null;
  order_id: number | null;
  update_time: string;
  /** The name check's grade at acceptance (docs/name-check.md); null for a rejected item. */
  name_check: string | null;
  /** The registered name, only with CLOSE_MATCH. */
  name_check_name: string | null;
  /** Its share of a batch held for approval (minor units); null when the batch was not held. */
  held_amount: ColumnType<string | null, string | null | undefined, string | null>;
  held_fee: ColumnType<string | null, string | null | undefined, string | null>;
}
/** A change a signed-in browser is told of (modules/live-events). */
export interface LiveEventTable {
  id: Generated<number>;
  main_user_id: number;
  /** Only this member is told; null: every member of the main account. */
  user_id: number | null;
  type: string;
  data: string;
  create_time: string;
}
export interface Database {
  sign_in_devices: SignInDeviceTable;
  live_events: LiveEventTable;
  api_batches: ApiBatchTable;
  api_batch_items: ApiBatchItemTable;
  batches: BatchTable;
  batch_rows: BatchRowTable;
  countries: CountryTable;
  currencies: CurrencyTable;
  country_currencies: CountryCurrencyTable;
  payment_channels: PaymentChannelTable;
  channel_types: ChannelTypeTable;
  transfer_types: TransferTypeTable;
  bank_codes: BankCodeTable;
  collection_accounts: CollectionAccountTable;
  cash_shops: CashShopTable;
  exchange_rates: ExchangeRateTable;
  exchange_rate_history: ExchangeRateHistoryTable;
  notices: NoticeTable;
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  sent_messages: SentMessageTable;
  operation_logs: OperationLogTable;
  roles: RoleTable;
  files: FileTable;
  payees: PayeeTable;
  ledger_accounts: LedgerAccountTable;
  ledger_entries: LedgerEntryTable;
  ledger_postings: LedgerPostingTable;
  orders: OrderTable;
  order_events: OrderEventTable;
  approval_policies: ApprovalPolicyTable;
  approvals: ApprovalTable;
  approval_votes: ApprovalVoteTable;
  jobs: JobTable;
  channel_events: ChannelEventTable;
  rail_mismatches: RailMismatchTable;
  fee_schedules: FeeScheduleTable;
  app_settings: AppSettingTable;
  fx_quotes: FxQuoteTable;
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  operator_audit: OperatorAuditTable;
  cobo_addresses: CoboAddressTable;
  cobo_deposits: CoboDepositTable;
  kyc_applications: KycApplicationTable;
  va_accounts: VaAccountTable;
  exchange_accounts: ExchangeAccountTable;
  contract_workers: ContractWorkerTable;
  daraja_reversals: DarajaReversalTable;
  rate_limit_hits: RateLimitHitTable;
  duplicate_submits: DuplicateSubmitTable;
  cache_generations: CacheGenerationTable;
  api_access: ApiAccessTable;
  api_keys: ApiKeyTable;
  api_nonces: ApiNonceTable;
  webhook_events: WebhookEventTable;
  webhook_attempts: WebhookAttemptTable;
  webhook_resend_windows: WebhookResendWindowTable;
  notifications: NotificationTable;
  notification_messages: NotificationMessageTable;
  notification_settings: NotificationSettingTable;
  recipient_notices: RecipientNoticeTable;
}

/** A device a person signed in from, hashed (migration 2026-11-28T2250-notification-devices). */
export interface SignInDeviceTable {
  user_id: number;
  device_hash: string;
  first_seen: string;
  last_seen: string;
}

/** One event told to one person (migration 2026-11-28T2200-notifications). */
export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  event_key: string;
  kind: string;
  type: string;
  params: string;
  read_time: string | null;
  create_time: string;
}
/** The SMS or email a notification sends, once. */
export interface NotificationMessageTable {
  notification_id: number;
  channel: string;
  recipient: string;
  lang: string;
  claim_until: string | null;
  sent_time: string | null;
}
export interface NotificationSettingTable {
  user_id: number;
  kind: string;
  sms: number;
  email: number;
  update_time: string;
}
/** The SMS to a payout's recipient once it is paid (order/create `notifyRecipient`). */
export interface RecipientNoticeTable {
  order_id: number;
  phone: string;
  lang: string;
  sender_name: string;
  claim_until: string | null;
  sent_time: string | null;
  create_time: string;
}

/** A main account's application for API access (one per account, corrected in place). */
export interface ApiAccessTable {
  user_id: number;
  company_name: string;
  description: string;
  monthly_volume: string;
  notify_url: string;
  ip_whitelist: string;
  audit_status: number;
  reject_reason: string | null;
  audited_by: number | null;
  audit_time: string | null;
  create_time: string;
  update_time: string;
}
export interface ApiKeyTable {
  id: Generated<number>;
  user_id: number;
  mode: string;
  access_key: string;
  secret_ciphertext: string;
  /** active or revoked */
  status: string;
  create_time: string;
  revoke_time: string | null;
}
export interface ApiNonceTable {
  access_key: string;
  nonce: string;
  expires_at: number | string | bigint;
}
export interface WebhookEventTable {
  id: Generated<number>;
  event_id: string;
  user_id: number;
  mode: string;
  event_type: string;
  order_id: number;
  body: string;
  /** pending, delivered or failed */
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_time: string | null;
  create_time: string;
  delivered_time: string | null;
  /** Resends the merchant asked for (capped per event; docs/api-service.md). */
  resends: Generated<number>;
}
/** A merchant's webhook resends in the current hour (one row per main account). */
export interface WebhookResendWindowTable {
  user_id: number;
  /** Milliseconds since the epoch when the current hour began (at its first resend). */
  window_start: number | string;
  resends: number;
}
export interface WebhookAttemptTable {
  id: Generated<number>;
  event_id: number;
  attempt: number;
  status_code: number | null;
  error: string | null;
  create_time: string;
}
/** A per-address request counter of one route, shared by every app instance. */
export interface DuplicateSubmitTable {
  /** The duplicate guard's hash of submitter, path and body. */
  submit_key: string;
  /** Milliseconds since the epoch of the latest identical submission (refused ones included). */
  last_at: number | string;
  /** 1 when the latest submission came within the window of the one before (it was refused). */
  repeated: number;
}

export interface RateLimitHitTable {
  /** The route and the caller's address. */
  bucket: string;
  /** Milliseconds since the epoch when the current window began. */
  window_start: number | string;
  hits: number;
}

/** A reversal of an unmatched Paybill payment, one per M-Pesa TransID. */
export interface DarajaReversalTable {
  id: Generated<number>;
  trans_id: string;
  /** KES cents. */
  amount: Money;
  status: 'requested' | 'reversed' | 'failed';
  reason: string;
  operator_id: number;
  /** Daraja's ConversationID of the accepted request; its Result names it. */
  conversation_id: string | null;
  result_code: string | null;
  result_desc: string | null;
  create_time: string;
  update_time: string;
}

/** A Cobo deposit as last reported; credited once (txid, vout_n) reaches its threshold. */
export interface CoboDepositTable {
  id: Generated<number>;
  cobo_id: string;
  txid: string;
  vout_n: number;
  coin: string;
  address: string;
  main_user_id: number | null;
  scope: number | null;
  /** The coin amount in its smallest unit, as text (18-decimal coins overflow 64 bits). */
  coin_amount: string;
  coin_decimals: number;
  confirmed_num: number;
  confirming_threshold: number;
  status: string;
  currency_id: number | null;
  credited_amount: Money | null;
  order_id: number | null;
  create_time: string;
  update_time: string;
}

/** A KYC/KYB application; `data` is the JSON of its answers, `status` as users.audit_status. */
export interface KycApplicationTable {
  id: Generated<number>;
  main_user_id: number;
  user_type: number;
  data: string;
  status: string;
  reject_reason: string | null;
  first_reviewer_id: number | null;
  submit_time: string | null;
  review_time: string | null;
  create_time: string;
  update_time: string;
}

/** A virtual account: Submitted, Confirmed, then Successful with its bank details. */
export interface VaAccountTable {
  id: Generated<number>;
  main_user_id: number;
  created_by: number;
  country_id: number;
  currency_id: number;
  status: string;
  account_id: string | null;
  account_name: string | null;
  bank_name: string | null;
  bank_address: string | null;
  pay_bill_num: string | null;
  branch_code: string | null;
  bank_code: string | null;
  pay_type: number | null;
  agree_time: string;
  create_time: string;
  update_time: string;
}

export interface ExchangeAccountTable {
  id: Generated<number>;
  main_user_id: number;
  created_by: number;
  type: number;
  account_name: string | null;
  id_no: string | null;
  card_no: string | null;
  account_number: string | null;
  bank_name: string | null;
  branch_name: string | null;
  province: string | null;
  city: string | null;
  line_number: string | null;
  apply_reason: string | null;
  exchange_status: Generated<number>;
  payment_status: Generated<number>;
  create_time: string;
  update_time: string;
  /** A change to the approved details (JSON of the detail columns), waiting or decided. */
  payee_change?: string | null;
  /** 0 pending, 1 approved, 2 rejected; null when the details never changed once approved. */
  payee_change_status?: number | null;
  payee_change_time?: string | null;
  payee_change_decided?: string | null;
  payee_change_reason?: string | null;
}

export interface ContractWorkerTable {
  id: Generated<number>;
  main_user_id: number;
  created_by: number;
  name: string;
  payee_relation: number;
  id_no: string | null;
  payee_id_card_no: string | null;
  work_area: string | null;
  work_address: string | null;
  residence: string | null;
  contract_file: string | null;
  income_proof_file: string | null;
  relation_file: string | null;
  create_time: string;
  update_time: string;
  /** An operator's review: 0 pending (the default), 1 approved, 2 rejected. */
  audit_status: Generated<number>;
  /** The operator's reason, shown to the customer. */
  audit_remark: string | null;
  audit_time: string | null;
  /** The deciding operator (operators.id); null before a decision and for migrated workers. */
  audit_user_id: number | null;
}

export type UserRow = Selectable<UserTable>;
