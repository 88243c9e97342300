import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadAllCatalogs } from '../../../lib/i18n.ts';
import type { Payee } from '../api.ts';
import { payeeDetailItems } from './payeeDetailItems.ts';

await loadAllCatalogs();

const cny: Payee = {
  id: 7,
  userAccountNo: '',
  countryId: 254,
  name: 'Zhang San',
  payType: 401,
  phone: '',
  bankName: '中国工商银行',
  bankUser: '张三',
  bankNo: '6222021234567890123',
  currencyId: 156,
  type: 2,
  bankSwiftCode: '',
  bankAddrees: '上海市银城中路8号',
  bankCity: '上海',
  bankZipcode: '200120',
  bankState: '上海市',
  bankBranch: '上海分行',
  choiceBankCode: '102',
  accountId: 'SH-0091',
  accountName: '张三',
  remark: '',
  mobile: '+8613800000000',
  scope: 1,
  auditStatus: -1,
  auditTime: null,
  createTime: '2026-11-25T02:00:00.000Z',
  updateTime: '2026-11-25T02:05:00.000Z',
};

const SPEC_FIELDS = [
  'userAccountNo',
  'country',
  'name',
  'payType',
  'phone',
  'bankName',
  'bankUser',
  'bankNo',
  'currency',
  'type',
  'bankSwiftCode',
  'bankAddrees',
  'bankCity',
  'bankZipcode',
  'bankState',
  'bankBranch',
  'choiceBankCode',
  'accountId',
  'accountName',
  'remark',
  'mobile',
];

describe('payeeDetailItems', () => {
  it('lists every SPEC §3 recipient field, a dash where the recipient has none', async () => {
    await changeLocale('en');
    const { recipient, account } = payeeDetailItems(cny, i18n.t, () => 'CNY');
    const rows = new Map([...recipient, ...account].map((item) => [item.key, item]));
    expect([...rows.keys()]).toEqual(expect.arrayContaining(SPEC_FIELDS));
    expect(rows.get('country')?.value).toBe('China');
    expect(rows.get('bankNo')?.label).toBe('Card or account number');
    expect(rows.get('bankZipcode')).toMatchObject({ label: 'Postal code', value: '200120' });
    expect(rows.get('choiceBankCode')?.value).toBe('102');
    expect(rows.get('remark')?.value).toBe('—');
    expect(rows.get('auditTime')?.value).toBe('—');
    expect(rows.get('audit')?.value).toBe('Pending approval');
  });

  it('labels the rows in Chinese', async () => {
    await changeLocale('zh');
    const { account } = payeeDetailItems(cny, i18n.t, () => 'CNY');
    const labels = account.map((item) => item.label);
    expect(labels).toEqual(
      expect.arrayContaining(['银行代码', '银行地址', '银行所在城市', '州或省份', '邮政编码']),
    );
    expect(labels).toEqual(expect.arrayContaining(['银行账户 ID', '银行账户名称']));
    await changeLocale('en');
  });
});
