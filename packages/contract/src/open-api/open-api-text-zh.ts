import { BANK_PAY_TYPES } from '../enums.ts';
import { channelCurrencies } from './open-api-operations.ts';
import {
  CANONICAL_TEMPLATE,
  codeList,
  nameCheckTable,
  sandboxTable,
  SIGNATURE_CODES,
  SIGNATURE_TEST_VECTOR,
  SIGNATURE_WINDOW_SECONDS,
} from './open-api-text.ts';

/**
 * The Chinese prose of the /open/v1 OpenAPI document (`/api/open/openapi.json?lang=zh_CN`), so
 * the reference on /homeApi/docs reads in the page's language. Field names, paths, codes and
 * examples stay as they are; a unit test checks that no English description is left over.
 */

export const INFO_DESCRIPTION_ZH = `商户 API 让您的服务器通过以访问密钥对签名的 JSON POST 请求，从客户手机收款（C2B）、
向移动钱包和银行付款（B2C），以及在您的 API 账户之间划转资金。请在网页应用的“API 服务”中申请权限并查看密钥。

## 请求签名

每次调用都需发送四个请求头：

| 请求头 | 值 |
| --- | --- |
| \`X-Access-Key\` | 您的访问密钥（\`pk_live_…\` 或 \`pk_test_…\`） |
| \`X-Timestamp\` | 当前时间，自 1970-01-01 UTC 起的毫秒数 |
| \`X-Nonce\` | 每次新生成的随机字符串，8 至 64 位字母、数字、\`-\` 或 \`_\`，不可重复使用 |
| \`X-Signature\` | 以您的访问私钥为密钥、对规范字符串计算的十六进制 HMAC-SHA256 |

规范字符串由五行以 \`\\n\` 连接而成（末尾无换行）：大写的请求方法、包含 \`/open/v1\` 的完整路径、
与发送值完全相同的时间戳和随机串，以及与发送内容完全相同的请求体的小写十六进制 SHA-256（无请求体时为空字符串的哈希）：

\`\`\`
${CANONICAL_TEMPLATE}
\`\`\`

HMAC 的密钥是完整的私钥字符串（\`sk_live_…\`）的 UTF-8 字节。请对实际发送的字节签名：JSON 只序列化一次，
对同一字符串计算哈希并发送。时间戳与我们的时钟相差超过 ${SIGNATURE_WINDOW_SECONDS} 秒（无论早晚）将被拒绝（-1102），
在该时间窗口内重复使用的随机串也会被拒绝（-1103）。

计算示例：私钥 \`${SIGNATURE_TEST_VECTOR.secret}\`，时间戳 \`${SIGNATURE_TEST_VECTOR.timestamp}\`，
随机串 \`${SIGNATURE_TEST_VECTOR.nonce}\`，请求体 \`${SIGNATURE_TEST_VECTOR.body}\`，路径
\`${SIGNATURE_TEST_VECTOR.path}\`：请求体哈希为 \`${SIGNATURE_TEST_VECTOR.bodySha256Hex}\`，
签名为 \`${SIGNATURE_TEST_VECTOR.signature}\`。

## 响应

所有响应均为 HTTP 200，外层为 \`{code, msg, data}\`：\`code\` 为 200 表示成功，\`data\` 为结果；其他代码表示拒绝，
\`msg\` 以 \`Content-Language\` 请求头的语言（\`en_US\` 或 \`zh_CN\`）说明原因，\`data\` 为 null，或在 -1008 时为出错字段列表。
唯一例外：请求体未以 \`Content-Type: application/json\` 发送（表单、文本、multipart 或未注明类型）时，在校验签名之前即以
HTTP 415 及同一外层中的代码 415 拒绝，且不做任何更改。签名相关的拒绝：

${codeList(SIGNATURE_CODES, 'zh')}

## 幂等

\`merchantOrderNo\` 由您生成，在同一密钥模式下唯一。以相同的订单号和相同的请求体重复调用，会返回第一次调用的结果且不会再次动用资金；
相同订单号但请求体不同则以 -1107 拒绝。未收到响应的调用，请以相同的订单号和请求体重试。\`/b2c/batch\` 以 \`merchantBatchNo\`
同样幂等，其中每一项以各自的 \`merchantOrderNo\` 幂等。

## 沙箱

以测试密钥对（\`pk_test_…\`）签名的调用，在独立的测试账户上运行同一套代码，只经过我们的模拟通道：不会动用真实资金，
Webhook 中 \`livemode\` 为 false。测试余额可在 API 服务页面充值。测试收款或代付的号码决定结果（看后九位，任何国家区号均可），
单笔代付与 \`/b2c/batch\` 的每一项相同：

${sandboxTable('zh')}
`;

export const WEBHOOK_DESCRIPTION_ZH = `收款、代付或划转到达最终状态（订单状态 1、2 或 3）时，我们会将事件 POST 到您的通知地址。
保存后请以任意 2xx 状态回复；其他回复或无回复将按退避策略重试（24 小时内至少 6 次）。同一事件可能多次到达：已处理过的 \`eventId\` 请直接丢弃。

信任请求体之前请先校验签名。\`X-Pesa-Signature\` 为 \`t=<Unix 秒>,v1=<十六进制>\`，其中十六进制值是以该事件模式下您当前的访问私钥
（沙箱事件用测试私钥）为密钥、对文本 \`<t>.<原始请求体>\`（\`t\` 的值、一个点，再加上与收到时完全相同的请求体字节）计算的 HMAC-SHA256。
请以恒定时间比较，并拒绝与您的时钟相差过大的 \`t\`（建议 ${SIGNATURE_WINDOW_SECONDS} 秒）。`;

export const BATCH_WEBHOOK_ZH = {
  summary: '一批代付已全部完成',
  description:
    '每个 `/b2c/batch` 批次在所有已受理项都到达最终状态时发送一次（其订单成功、失败或取消，或在成为订单前失败，例如 -1014）。`data` 为 `/batch/query` 所示的批次（不含明细）：各结果的数量和 `completedTime`。每项的订单也会发送各自的订单 Webhook。与所有 Webhook 一样签名、重试，并按 `eventId` 去重。',
};

const ORDER_NOTES_ZH =
  '以相同的 `merchantOrderNo` 和请求体重复调用会返回同一订单且不动用资金；-1059 表示我们自己的订单号冲突，请再次发送同一调用。';

/** Each operation's summary and description in Chinese, by operationId. */
export const OPERATIONS_ZH: Record<string, { summary: string; description: string }> = {
  getBalances: {
    summary: 'API 账户余额',
    description:
      '按密钥模式返回您每个 API 账户（Suspense、B2C 及每个通道一个 C2B 账户）在各币种的余额：正式密钥读取正式账户，测试密钥读取沙箱。提供 `currencyId` 则只读取该币种。',
  },
  collect: {
    summary: '从客户手机收款（C2B）',
    description: [
      '向客户手机发送付款请求（M-Pesa STK 推送或该通道的同类方式）。响应为等待客户付款的订单（状态 -1）；客户付款后，资金进入您 `payType` 对应的 C2B 账户，订单变为 1；客户拒绝则变为 2。Webhook 会通知最终状态；`/order/query` 可随时查询。收款免费。',
      `每个通道只处理其币种（其他币种在 \`currencyId\` 上返回 -1008）：${channelCurrencies([2, 3, 5, 6, 7], ' 或 ', '，')}。`,
      ORDER_NOTES_ZH,
    ].join('\n\n'),
  },
  payout: {
    summary: '代付到移动钱包或银行（B2C）',
    description: [
      `通过 \`payType\` 对应的通道从您的 B2C 账户付款。金额加上我们的手续费（响应中的 \`feeAmount\`）会立即冻结，B2C 余额不足时以 -1014 拒绝；低于通道最低金额时在 \`amount\` 上返回 -1008。移动钱包类付款方式需要 \`phone\`；银行类付款方式（${BANK_PAY_TYPES.join('、')}）则需要 \`bankAccountNo\` 和 \`bankName\`（缺少时以 -1008 指出）。\`payoutStatus\` 表示代付进度：0 待处理，1 处理中，2 成功，3 已驳回；被驳回的代付冻结资金会退回 B2C。`,
      `每个通道只处理其币种（其他币种在 \`currencyId\` 上返回 -1008）：${channelCurrencies([2, 3, 5, 6, 7, ...BANK_PAY_TYPES], ' 或 ', '，')}。`,
      ORDER_NOTES_ZH,
    ].join('\n\n'),
  },
  checkPayee: {
    summary: '付款前核对收款人姓名',
    description: [
      '在付款前，向 `payType` 对应的通道查询该手机号或银行账户登记的姓名，并将 `name` 与之比对：`MATCH` 一致；`CLOSE_MATCH` 为同一人的不同写法（缺少中间名、顺序不同、缩写、大小写或重音、小的拼写错误），并附通道的 `registeredName`；`NO_MATCH` 为其他姓名，不予显示；`UNAVAILABLE` 表示通道无法核对（肯尼亚 M-Pesa 不支持付款前查询）。结果不会阻止代付，如何处理由您决定。',
      '核对次数按商户和密钥模式每小时计数（超出上限以 429 拒绝），以防被用于收集姓名。在沙箱中，号码决定登记的姓名：',
      nameCheckTable('zh'),
    ].join('\n\n'),
  },
  payoutBatch: {
    summary: '一次调用发起最多 1,000 笔代付（B2C）',
    description: [
      '每一项与 `/b2c/payout` 的请求体完全相同，并按该调用在动用资金前的方式校验：字段、通道和币种、通道是否开通、金额及最低金额。与本批次前面某项相同的 `merchantOrderNo`，或属于其他请求所建订单的订单号，将被拒绝（-1107）。响应立即返回：`accepted` 为将被支付的项数，`rejected` 为每个错误项及其 `index`（从 0 开始）、`/b2c/payout` 会返回的代码和以您的语言说明的信息。整体错误的请求体（无 `merchantBatchNo`、无明细、超过 1,000 项）返回 -1008，且不保存任何内容。',
      '已受理的项在后台支付，每项都走 `/b2c/payout` 的流程：每项成为一个以其 `merchantOrderNo` 幂等的订单（您已用相同请求体建立过订单的项不会再次支付，而是显示该订单）。轮到某项时若 B2C 余额已不足，该项以 -1014 失败且不动用资金，在 `/batch/query` 中显示为失败。每个订单发送各自的 Webhook；所有已受理项都到达最终状态后，再发送一个 `batch.completed` Webhook。',
      '以相同的 `merchantBatchNo` 和请求体重复调用，返回原来的响应且不再支付；相同 `merchantBatchNo` 但请求体不同返回 -1107。在沙箱中，代付号码决定每项的结果，与单笔代付相同（见“沙箱”）。',
    ].join('\n\n'),
  },
  queryBatch: {
    summary: '查询批次及其一页明细',
    description:
      '以您的 `merchantBatchNo` 或我们的 `batchSn`（两者都提供时必须指向同一批次）查询以本密钥模式创建的批次：各结果的数量、所有已受理项都到达最终状态后的 `completedTime`，以及按顺序的一页明细（`pageNum` 从 1 开始，`pageSize` 最多 100）。有订单的项带有 `/order/query` 所示的订单字段（`sn`、`status`、`payoutStatus` 等）；被拒绝或在成为订单前失败的项则带有 `code` 和 `msg`。其他商户的批次以及另一模式的批次均查不到（-1007）。',
  },
  transfer: {
    summary: '在您的 API 账户之间划转资金',
    description: [
      '在同一币种下，立即从您的一个 API 账户划转到另一个：可从任何其他账户转入 Suspense 或 B2C（C2B 账户只能由收款充入）。响应为订单，已是成功状态（状态 1）。其他账户组合（或同一账户）以 -1109 拒绝，来源余额不足以 -1014 拒绝；从 C2B 账户划出时必须使用该通道的币种（在 `currencyId` 上返回 -1008）。划转免费。',
      ORDER_NOTES_ZH,
    ].join('\n\n'),
  },
  queryOrder: {
    summary: '查询订单',
    description:
      '以您的 `merchantOrderNo` 或我们的 `sn` 查询以本密钥模式创建的订单（必须提供其一；两者都提供时必须指向同一订单）。其他商户的订单以及另一模式的订单均查不到（-1007）。',
  },
};

/** The tags' names as Redoc shows them (`x-displayName`; the tag itself stays the link). */
export const TAG_NAMES_ZH: Record<string, string> = {
  Balances: '余额',
  Collections: '收款',
  Payouts: '代付',
  Transfers: '划转',
  Batches: '批量代付',
  Orders: '订单',
  Webhooks: 'Webhook 通知',
};

/** The tags' descriptions in Chinese, by tag name. */
export const TAGS_ZH: Record<string, string> = {
  Balances: '您的 API 账户余额。',
  Collections: 'C2B：请求客户手机付款到您该通道的 C2B 账户。',
  Payouts: 'B2C：从您的 B2C 账户付款到移动钱包或银行。',
  Transfers: '在您自己的 API 账户之间划转资金，例如 C2B 到 Suspense 再到 B2C。',
  Batches: '一次调用最多 1,000 笔代付，在后台支付，并可查询进度。',
  Orders: '查询上述任一调用所建的订单。',
  Webhooks: '我们发送到您通知地址的内容。',
};

/**
 * Every other description of the document (headers, replies and the fields of the schemas, which
 * the contract's zod schemas carry in English), by its English text.
 */
export const DESCRIPTIONS_ZH: Record<string, string> = {
  // Security schemes, parameters, replies and webhook headers.
  'Your access key: `pk_live_…` for live money, `pk_test_…` for the sandbox.':
    '您的访问密钥：正式资金用 `pk_live_…`，沙箱用 `pk_test_…`。',
  [`The current time in milliseconds since the epoch; within ${SIGNATURE_WINDOW_SECONDS} seconds of ours.`]: `当前时间，自纪元起的毫秒数；与我们的时间相差不超过 ${SIGNATURE_WINDOW_SECONDS} 秒。`,
  'A fresh random string (8 to 64 of `A-Z a-z 0-9 _ -`) for every call; a repeat is refused.':
    '每次调用新生成的随机字符串（8 至 64 位 `A-Z a-z 0-9 _ -`）；重复使用将被拒绝。',
  'Hex HMAC-SHA256, keyed with your access secret, of the canonical string (see "Signing a request").':
    '以您的访问私钥为密钥、对规范字符串计算的十六进制 HMAC-SHA256（见“请求签名”）。',
  'Language of `msg` and of field errors.': '`msg` 及字段错误的语言。',
  'Always HTTP 200: `code` 200 with the result, or a refusal code with `msg` saying why.':
    '始终为 HTTP 200：`code` 为 200 时带结果，否则为拒绝代码，并由 `msg` 说明原因。',
  'The body was not JSON: any other Content-Type (form, text, multipart), or a body without one.':
    '请求体不是 JSON：其他 Content-Type（表单、文本、multipart），或未注明类型。',
  'An order reached its final state': '订单已到达最终状态',
  '`t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<raw body>">`.':
    '`t=<Unix 秒>,v1=<对 "<t>.<原始请求体>" 计算的十六进制 HMAC-SHA256>`。',
  'The `eventId` of the body, the same on every try and resend.':
    '请求体中的 `eventId`，每次尝试和重发都相同。',
  'Any 2xx acknowledges the event; anything else is retried.':
    '任意 2xx 表示已收到事件；其他回复将被重试。',
  // Fields.
  'Currency id, the ISO 4217 number: 404 KES, 834 TZS.':
    '币种 ID，即 ISO 4217 数字代码：404 KES，834 TZS。',
  'Your order number, 1 to 64 of `A-Z a-z 0-9 _ . : -`; unique per key mode, the idempotency key.':
    '您的订单号，1 至 64 位 `A-Z a-z 0-9 _ . : -`；在同一密钥模式下唯一，作为幂等键。',
  'Channel: 2 M-Pesa (KES), 3 HaloPesa, 5 Airtel Money, 6 Tigo Pesa, 7 M-Pesa (TZS); payouts also to banks: 100 RTGS, 101 Pesalink, 102 TISS, 103 TIPS.':
    '通道：2 M-Pesa（KES），3 HaloPesa，5 Airtel Money，6 Tigo Pesa，7 M-Pesa（TZS）；代付还可到银行：100 RTGS，101 Pesalink，102 TISS，103 TIPS。',
  'Major units, up to 8 decimals, as a decimal string (recommended, e.g. "150.00") or a number; above 0.':
    '以主单位表示，最多 8 位小数，可为十进制字符串（推荐，例如 "150.00"）或数字；须大于 0。',
  'Mobile number in international form, e.g. +254712345678.':
    '国际格式的手机号，例如 +254712345678。',
  'Shown to the customer where the channel allows.': '在通道支持时向客户显示。',
  'Bank pay types: the bank.': '银行类付款方式：银行名称。',
  'Bank pay types: the bank or branch code, where the rail needs one.':
    '银行类付款方式：银行或支行代码（通道需要时）。',
  'Bank pay types: the account number, 4 to 34 letters or digits.':
    '银行类付款方式：账号，4 至 34 位字母或数字。',
  "The recipient's name as the rail should see it.": '收款人姓名，即通道应看到的姓名。',
  'Texts the recipient (mobile-money payouts) once paid: your name, the amount and our reference, never a balance. Off unless true.':
    '付款成功后短信通知收款人（移动钱包代付）：您的名称、金额和我们的参考号，绝不含余额。除非为 true，否则不发送。',
  'Account to move money from: -1 Suspense, 0 B2C, 2, 3, 5, 6, 7 a C2B account.':
    '转出账户：-1 Suspense，0 B2C，2、3、5、6、7 为 C2B 账户。',
  'Account to move money to: -1 Suspense or 0 B2C (C2B accounts fill only from collections).':
    '转入账户：-1 Suspense 或 0 B2C（C2B 账户只能由收款充入）。',
  'Free text kept with the transfer.': '随划转保存的备注。',
  'Our order number, as returned by the call that made the order.':
    '我们的订单号，即创建订单的调用所返回的订单号。',
  'Your batch number, 1 to 64 of `A-Z a-z 0-9 _ . : -`; unique per key mode, the idempotency key of the batch.':
    '您的批次号，1 至 64 位 `A-Z a-z 0-9 _ . : -`；在同一密钥模式下唯一，作为批次的幂等键。',
  'Up to 1,000 payouts, each exactly the body of `/b2c/payout`; a bad item is rejected by its index, the others go ahead.':
    '最多 1,000 笔代付，每项与 `/b2c/payout` 的请求体完全相同；错误的项按序号拒绝，其余照常处理。',
  'Our batch number, as returned by `/b2c/batch`.': '我们的批次号，即 `/b2c/batch` 返回的批次号。',
  'Page, from 1.': '页码，从 1 开始。',
  'Items per page, 1 to 100.': '每页条数，1 至 100。',
  'Account type: -1 Suspense, 0 B2C, 2 M-Pesa (KES), 3 HaloPesa, 5 Airtel Money, 6 Tigo Pesa, 7 M-Pesa (TZS).':
    '账户类型：-1 Suspense，0 B2C，2 M-Pesa（KES），3 HaloPesa，5 Airtel Money，6 Tigo Pesa，7 M-Pesa（TZS）。',
  'Currency id (ISO 4217 number, e.g. 404 KES).': '币种 ID（ISO 4217 数字代码，例如 404 KES）。',
  'ISO 4217 code, e.g. KES.': 'ISO 4217 代码，例如 KES。',
  'Major units as a decimal string, e.g. "1500.00".':
    '以主单位表示的十进制字符串，例如 "1500.00"。',
  'Our order number.': '我们的订单号。',
  'Your order number.': '您的订单号。',
  'Order status: -2 awaiting manual review, -1 awaiting payment, 0 awaiting the result, 1 success, 2 failed, 3 cancelled. 1, 2 and 3 are final.':
    '订单状态：-2 待人工审核，-1 待付款，0 等待结果，1 成功，2 失败，3 已取消。1、2、3 为最终状态。',
  'Payouts and cash-outs only (null for the others): 0 pending, 1 processing, 2 success, 3 rejected (the funds are back in the account).':
    '仅代付和提现（其他为 null）：0 待处理，1 处理中，2 成功，3 已驳回（资金已退回账户）。',
  'Major units as a decimal string.': '以主单位表示的十进制字符串。',
  'Our fee in major units, decimal string.': '我们的手续费，以主单位表示的十进制字符串。',
  'ISO 8601 time, UTC.': 'ISO 8601 时间，UTC。',
  'Unique per event: drop an event whose id you have seen.':
    '每个事件唯一：已见过的事件 ID 请丢弃。',
  '`<kind>.succeeded`, `<kind>.failed` or `<kind>.cancelled`, e.g. `payout.succeeded`.':
    '`<kind>.succeeded`、`<kind>.failed` 或 `<kind>.cancelled`，例如 `payout.succeeded`。',
  'False for events of the sandbox (test keys).': '沙箱（测试密钥）事件为 false。',
  'MATCH: the names agree. CLOSE_MATCH: the same person written another way (registeredName shows how the rail has it). NO_MATCH: another name is registered (never shown). UNAVAILABLE: this rail cannot check names.':
    'MATCH：姓名一致。CLOSE_MATCH：同一人的不同写法（registeredName 显示通道登记的写法）。NO_MATCH：登记的是其他姓名（不予显示）。UNAVAILABLE：该通道无法核对姓名。',
  'The name the rail holds; present only when result is CLOSE_MATCH.':
    '通道登记的姓名；仅在结果为 CLOSE_MATCH 时提供。',
  'Our batch number.': '我们的批次号。',
  'Your batch number.': '您的批次号。',
  'How many items will be paid.': '将被支付的项数。',
  "The item's position in `items`, from 0.": '该项在 `items` 中的位置，从 0 开始。',
  'The code `/b2c/payout` would answer.': '`/b2c/payout` 会返回的代码。',
  "Why, in the caller's language.": '原因，以调用方的语言表述。',
  'When every accepted item reached a final state; null until then.':
    '所有已受理项都到达最终状态的时间；此前为 null。',
  'Items per outcome: rejected at the call; queued, not yet an order; processing, an order not final yet; succeeded, failed (the order failed, or the item could not become an order, e.g. -1014) and cancelled.':
    '各结果的项数：rejected 调用时被拒绝；queued 尚未成为订单；processing 订单尚未到达最终状态；succeeded 成功，failed 失败（订单失败，或该项未能成为订单，例如 -1014），cancelled 已取消。',
  'With the approval policy on for API batches, a batch above a threshold waits: AWAITING_APPROVAL (its items stay queued, its total held from B2C), then APPROVED, REJECTED or EXPIRED (its queued items cancelled). Null: the batch never waited.':
    '为 API 批次开启审批策略后，超过阈值的批次需等待审批：AWAITING_APPROVAL（各项保持排队，总额从 B2C 冻结），之后为 APPROVED、REJECTED 或 EXPIRED（排队的项被取消）。null：该批次从未等待审批。',
  'How many items the pages hold: all of them.': '各页共有的项数，即全部项数。',
  'A rejected or failed item without an order: the code.': '被拒绝或失败且无订单的项：其代码。',
  "Its reason, in the caller's language.": '其原因，以调用方的语言表述。',
  "The payee's name checked against the rail's registered name when the batch was accepted (null for a rejected item). It never stops a payment: a NO_MATCH item is paid like any other, and shown here.":
    '受理批次时收款人姓名与通道登记姓名的核对结果（被拒绝的项为 null）。它不会阻止付款：NO_MATCH 的项照常支付，并在此显示。',
  'One failing field of a -1008 reply.': '-1008 响应中的一个出错字段。',
  'Dotted path of the field, e.g. `amount`.': '字段的点分路径，例如 `amount`。',
  "What is wrong, in the caller's language.": '错误之处，以调用方的语言表述。',
  'A successful /balance reply.': '/balance 的成功响应。',
  'A successful reply carrying an order.': '携带订单的成功响应。',
  'A successful /payee/check reply.': '/payee/check 的成功响应。',
  'A successful /b2c/batch reply.': '/b2c/batch 的成功响应。',
  'A successful /batch/query reply.': '/batch/query 的成功响应。',
  'HTTP 415: the body was not sent as `application/json`. Nothing was read or changed.':
    'HTTP 415：请求体未以 `application/json` 发送。未读取也未更改任何内容。',
  'Why, in the language of Content-Language.': '原因，以 Content-Language 的语言表述。',
  'A refusal: nothing was changed, except as the code says.': '拒绝：除代码所述外，未做任何更改。',
};

/** The info's and servers' short texts. */
export const INFO_ZH = {
  title: 'PesaBridge 商户 API',
  server: '本 PesaBridge 站点',
  license: 'PesaBridge 条款',
};
