/**
 * Payment methods per country (SPEC §3 values). direction 'payout' is what a user can send to,
 * 'collection' is how a user can top up. scope 0 domestic, 1 cross-border.
 */
type Channel = [
  country: number,
  payType: number,
  en: string,
  zh: string,
  kind: string,
  scope: 0 | 1,
  direction: 'payout' | 'collection',
  currency: number,
];

const list: Channel[] = [
  [254, 0, 'Domestic Asset', '境内资产', 'wallet', 0, 'payout', 404],
  [254, 2, 'M-Pesa Kenya', '肯尼亚 M-Pesa', 'mobile_money', 0, 'payout', 404],
  [254, 5, 'Airtel Money', 'Airtel Money', 'mobile_money', 0, 'payout', 404],
  [254, 100, 'RTGS', 'RTGS 实时全额结算', 'bank', 0, 'payout', 404],
  [254, 101, 'Pesalink', 'Pesalink', 'bank', 0, 'payout', 404],
  [254, 401, 'China bank account', '中国境内银行账户', 'cny_account', 1, 'payout', 156],
  [254, 502, 'M-Pesa STK push', 'M-Pesa STK 推送', 'topup', 0, 'collection', 404],
  [254, 503, 'Bank Topup', '银行充值', 'topup', 0, 'collection', 404],
  [254, 504, 'Cash TopUp', '现金充值', 'topup', 0, 'collection', 404],
  [254, 505, 'M-Pesa Paybill', 'M-Pesa Paybill 付款', 'topup', 0, 'collection', 404],
  [254, 200, 'Offline pay', '线下支付', 'topup', 0, 'collection', 404],
  [254, 503, 'Bank Topup', '银行充值', 'topup', 1, 'collection', 840],
  [254, 200, 'Offline pay', '线下支付', 'topup', 1, 'collection', 840],
  [255, 0, 'Domestic Asset', '境内资产', 'wallet', 0, 'payout', 834],
  [255, 7, 'M-Pesa Tanzania', '坦桑尼亚 M-Pesa', 'mobile_money', 0, 'payout', 834],
  [255, 3, 'HaloPesa', 'HaloPesa', 'mobile_money', 0, 'payout', 834],
  [255, 5, 'Airtel Money', 'Airtel Money', 'mobile_money', 0, 'payout', 834],
  [255, 6, 'Tigo Pesa', 'Tigo Pesa', 'mobile_money', 0, 'payout', 834],
  [255, 102, 'TISS', 'TISS 实时全额结算', 'bank', 0, 'payout', 834],
  [255, 103, 'TIPS', 'TIPS 即时支付', 'bank', 0, 'payout', 834],
  [255, 400, 'China bank account', '中国境内银行账户', 'cny_account', 1, 'payout', 156],
  [255, 503, 'Bank Topup', '银行充值', 'topup', 0, 'collection', 834],
  [255, 300, 'Cash TopUp order', '现金充值订单', 'topup', 0, 'collection', 834],
  [255, 200, 'Offline pay', '线下支付', 'topup', 0, 'collection', 834],
  [255, 503, 'Bank Topup', '银行充值', 'topup', 1, 'collection', 840],
  // Tanzania's wallets push a payment prompt to the payer's phone, like M-Pesa Kenya's STK push
  // (502); the pay types are the wallets' own, as for the merchant API's collections.
  [255, 7, 'M-Pesa Tanzania', 'M-Pesa 坦桑尼亚', 'topup', 0, 'collection', 834],
  [255, 6, 'Tigo Pesa', 'Tigo Pesa', 'topup', 0, 'collection', 834],
  [255, 5, 'Airtel Money', 'Airtel Money', 'topup', 0, 'collection', 834],
  [255, 3, 'HaloPesa', 'HaloPesa', 'topup', 0, 'collection', 834],
];

export const paymentChannels = list.map(
  ([country_id, pay_type, name_en, name_zh, kind, scope, direction, currency_id], i) => ({
    country_id,
    pay_type,
    name_en,
    name_zh,
    kind,
    scope,
    direction,
    currency_id,
    sort: i + 1,
  }),
);

/** Which service entries each country offers: type 0/1 domestic/cross-border; -1 top up, 0 send, 1 COBO. */
export const channelTypes = [
  [254, 0, -1],
  [254, 0, 0],
  [254, 0, 1],
  [254, 1, -1],
  [254, 1, 0],
  [254, 1, 1],
  [255, 0, -1],
  [255, 0, 0],
  [255, 1, -1],
  [255, 1, 0],
].map(([country_id, type, channel_type]) => ({
  country_id: country_id!,
  type: type!,
  channel_type: channel_type!,
}));

/** Suspense and B2C account types of the API service (SPEC §3), offered as transfer types. */
export const transferTypes = [
  { type_id: -1, name_en: 'Suspense', name_zh: '暂记账户', sort: 1 },
  { type_id: 0, name_en: 'B2C', name_zh: 'B2C 代付账户', sort: 2 },
  { type_id: 2, name_en: 'M-Pesa Kenya', name_zh: '肯尼亚 M-Pesa', sort: 3 },
  { type_id: 3, name_en: 'HaloPesa', name_zh: 'HaloPesa', sort: 4 },
  { type_id: 5, name_en: 'Airtel Money', name_zh: 'Airtel Money', sort: 5 },
  { type_id: 6, name_en: 'Tigo Pesa', name_zh: 'Tigo Pesa', sort: 6 },
  { type_id: 7, name_en: 'M-Pesa Tanzania', name_zh: '坦桑尼亚 M-Pesa', sort: 7 },
];

/** Kenyan banks by CBK bank code, Tanzanian banks by SWIFT prefix, Chinese banks by CNAPS code. */
export const bankCodes = [
  [254, '01', 'Kenya Commercial Bank', 'KCBLKENX'],
  [254, '02', 'Standard Chartered Bank Kenya', 'SCBLKENX'],
  [254, '03', 'Absa Bank Kenya', 'BARCKENX'],
  [254, '07', 'NCBA Bank Kenya', 'CBAFKENX'],
  [254, '11', 'Co-operative Bank of Kenya', 'KCOOKENA'],
  [254, '31', 'Stanbic Bank Kenya', 'SBICKENX'],
  [254, '57', 'I&M Bank', 'IMBLKENA'],
  [254, '63', 'Diamond Trust Bank Kenya', 'DTKEKENA'],
  [254, '68', 'Equity Bank Kenya', 'EQBLKENA'],
  [254, '70', 'Family Bank', 'FABLKENA'],
  [255, 'CORU', 'CRDB Bank', 'CORUTZTZ'],
  [255, 'NMIB', 'NMB Bank', 'NMIBTZTZ'],
  [255, 'NLCB', 'NBC Bank', 'NLCBTZTX'],
  [255, 'SBIC', 'Stanbic Bank Tanzania', 'SBICTZTX'],
  [255, 'EXTN', 'Exim Bank Tanzania', 'EXTNTZTZ'],
  [255, 'EQBL', 'Equity Bank Tanzania', 'EQBLTZTZ'],
  [86, '102', '中国工商银行', 'ICBKCNBJ'],
  [86, '103', '中国农业银行', 'ABOCCNBJ'],
  [86, '104', '中国银行', 'BKCHCNBJ'],
  [86, '105', '中国建设银行', 'PCBCCNBJ'],
  [86, '308', '招商银行', 'CMBCCNBS'],
].map(([country_id, code, name, swift_code]) => ({
  country_id: country_id as number,
  code: code as string,
  name: name as string,
  swift_code: swift_code as string,
}));
