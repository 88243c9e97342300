import type { Kysely } from 'kysely';

/**
 * Payment rails named as customers in each country know them (issue 15, item 8): "M-pesa(KES)"
 * became "M-Pesa Kenya", "Halotel" "HaloPesa", "CNY Account KES" "China bank account", and so on.
 * The seeds carry the new names for fresh installs; an existing install still holds the old ones,
 * so they are renamed here, but only where a row still has the opening name (an operator's own
 * wording stays). Frozen: the names are written here, not read from the seeds.
 */
type Rename = [from: string, en: string, zh: string];

const CHANNELS: Array<[country: number, payType: number, ...Rename]> = [
  [254, 2, 'M-pesa(KES)', 'M-Pesa Kenya', '肯尼亚 M-Pesa'],
  [254, 5, 'Airtel', 'Airtel Money', 'Airtel Money'],
  [254, 401, 'CNY Account KES', 'China bank account', '中国境内银行账户'],
  [254, 502, 'Mpesa STK PUSH', 'M-Pesa STK push', 'M-Pesa STK 推送'],
  [254, 505, 'Paybill', 'M-Pesa Paybill', 'M-Pesa Paybill 付款'],
  [255, 7, 'M-pesa', 'M-Pesa Tanzania', '坦桑尼亚 M-Pesa'],
  [255, 3, 'Halotel', 'HaloPesa', 'HaloPesa'],
  [255, 5, 'Airtel', 'Airtel Money', 'Airtel Money'],
  [255, 6, 'Tigo', 'Tigo Pesa', 'Tigo Pesa'],
  [255, 400, 'CNY Account TZS', 'China bank account', '中国境内银行账户'],
];

const TRANSFER_TYPES: Array<[typeId: number, ...Rename]> = [
  [2, 'M-pesa(KES)', 'M-Pesa Kenya', '肯尼亚 M-Pesa'],
  [3, 'Halotel/Halopesa', 'HaloPesa', 'HaloPesa'],
  [5, 'Airtel (Money)', 'Airtel Money', 'Airtel Money'],
  [6, 'Tigo/Tigopesa', 'Tigo Pesa', 'Tigo Pesa'],
  [7, 'M-pesa', 'M-Pesa Tanzania', '坦桑尼亚 M-Pesa'],
];

interface Named {
  name_en: string;
  name_zh: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<{
    payment_channels: Named & { country_id: number; pay_type: number };
    transfer_types: Named & { type_id: number };
  }>;
  for (const [country, payType, from, en, zh] of CHANNELS) {
    await k
      .updateTable('payment_channels')
      .set({ name_en: en, name_zh: zh })
      .where('country_id', '=', country)
      .where('pay_type', '=', payType)
      .where('name_en', '=', from)
      .execute();
  }
  for (const [typeId, from, en, zh] of TRANSFER_TYPES) {
    await k
      .updateTable('transfer_types')
      .set({ name_en: en, name_zh: zh })
      .where('type_id', '=', typeId)
      .where('name_en', '=', from)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
