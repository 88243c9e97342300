import { ErrorCode } from '@pesa/contract';
import { exchangeAccountBody, FUND_PASSWORD, type Own, type Refs } from './foreign-ids-fixture.ts';
import { uniqueEmail } from './helpers.ts';
import { newSn } from './money-helpers.ts';

export interface Request {
  path: string;
  body?: unknown;
  method?: 'GET';
  /** The reply is a CSV download, not the JSON envelope. */
  csv?: true;
}

/**
 * One user-facing call handed one kind of reference. Adding a route that takes an id, sn, quote
 * or file path means adding a row here.
 */
export interface ForeignIdCase {
  call: string;
  request: (ref: Refs, own: Own) => Request;
  /** The answer to another main account and its members; the same as for an unknown reference. */
  outside: number;
  /**
   * A's own member without permissions: 1000 on a gated call; 'shared' where the call has no
   * permission name, since members use their main account's files by design.
   */
  idleMember: typeof ErrorCode.NO_PERMISSION | 'shared';
}

const { BENEFICIARY_NOT_FOUND, DATA_NOT_FOUND, NO_PERMISSION, PARAMETER_ERROR } = ErrorCode;
const gated = { idleMember: NO_PERMISSION } as const;
const kenyanMpesa = { countryId: 254, payType: 2, currencyId: 404, name: 'Hijacked', type: 2 };
const send = (payeeId: number) => ({
  sn: newSn('F'),
  scope: 0,
  payeeId,
  payType: 2,
  currencyId: 404,
  amount: '10',
  fundPassword: FUND_PASSWORD,
});
const memberBody = (roleId: number) => ({
  userName: 'Hijacked',
  email: uniqueEmail('hijack'),
  countryId: 254,
  roleId,
  status: 1,
});

export const FOREIGN_ID_CASES: ForeignIdCase[] = [
  // Recipients
  {
    call: 'POST /payee/detail/:id',
    request: (r) => ({ path: `/payee/detail/${r.payeeId}` }),
    outside: BENEFICIARY_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /payee/edit {id}',
    request: (r) => ({
      path: '/payee/edit',
      body: { ...kenyanMpesa, phone: '0722000999', id: r.payeeId },
    }),
    outside: BENEFICIARY_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /payee/delete/:id',
    request: (r) => ({ path: `/payee/delete/${r.payeeId}` }),
    outside: BENEFICIARY_NOT_FOUND,
    ...gated,
  },
  // Orders, top-ups and conversions
  {
    call: 'POST /order/detail/:sn',
    request: (r) => ({ path: `/order/detail/${r.sn}` }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /order/cancel/:sn',
    request: (r) => ({ path: `/order/cancel/${r.sn}` }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /order/quote {payeeId}',
    request: (r) => ({
      path: '/order/quote',
      body: { scope: 0, payeeId: r.payeeId, payType: 2, currencyId: 404, amount: '10' },
    }),
    outside: BENEFICIARY_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /order/create {payeeId}',
    request: (r) => ({ path: '/order/create', body: send(r.payeeId) }),
    outside: BENEFICIARY_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /order/create {contractWorker}',
    request: (r, own) => ({
      path: '/order/create',
      body: { ...send(own.payeeId), contractWorker: r.workerId },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /order/create {exchangeFile, detailFile, contractFile}',
    request: (r, own) => ({
      path: '/order/create',
      body: { ...send(own.payeeId), ...r.documents },
    }),
    outside: PARAMETER_ERROR,
    ...gated,
  },
  {
    call: 'POST /recharge/create {proofFile}',
    request: (r) => ({
      path: '/recharge/create',
      body: {
        sn: newSn('F'),
        scope: 0,
        payType: 200,
        currencyId: 404,
        amount: '100',
        proofFile: r.file,
      },
    }),
    outside: PARAMETER_ERROR,
    ...gated,
  },
  {
    call: 'POST /fx/convert {quoteId}',
    request: (r) => ({ path: '/fx/convert', body: { quoteId: r.quoteId } }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /account/fundCrossBorder/create {quoteId}',
    request: (r) => ({
      path: '/account/fundCrossBorder/create',
      body: {
        sn: newSn('F'),
        fromCurrencyId: 404,
        toCurrencyId: 840,
        amount: '100',
        quoteId: r.fundingQuoteId,
        fundPassword: FUND_PASSWORD,
      },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  // KYC / KYB
  {
    call: 'POST /user/startAuth/:id',
    request: (r) => ({ path: `/user/startAuth/${r.kycId}` }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/auth/save {idFrontFile}',
    request: (r) => ({
      path: '/user/auth/save',
      body: { fullName: 'Hijacked', idFrontFile: r.file },
    }),
    outside: PARAMETER_ERROR,
    ...gated,
  },
  // Roles and team members
  {
    call: 'POST /user/role/edit {id}',
    request: (r) => ({
      path: '/user/role/edit',
      body: { id: r.roleId, name: 'Hijacked', menus: ['Kyc'], status: 1 },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/role/delete/:id',
    request: (r) => ({ path: `/user/role/delete/${r.roleId}` }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/team/add {roleId}',
    request: (r) => ({
      path: '/user/team/add',
      body: { ...memberBody(r.roleId), status: 0, password: 'team123' },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/team/edit {id}',
    request: (r, own) => ({
      path: '/user/team/edit',
      body: { ...memberBody(own.roleId), id: r.memberId },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/team/edit {roleId}',
    request: (r, own) => ({
      path: '/user/team/edit',
      body: { ...memberBody(r.roleId), id: own.memberId },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/team/resetPwd {id}',
    request: (r) => ({
      path: '/user/team/resetPwd',
      body: { id: r.memberId, password: 'stolen1' },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/team/resetPwd {id of the main account}',
    request: (r) => ({
      path: '/user/team/resetPwd',
      body: { id: r.mainUserId, password: 'stolen1' },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/team/delete/:id',
    request: (r) => ({ path: `/user/team/delete/${r.memberId}` }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/team/delete/:id of the main account',
    request: (r) => ({ path: `/user/team/delete/${r.mainUserId}` }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  // Exchange accounts and contract workers
  {
    call: 'POST /user/exchangeAccount/edit {id}',
    request: (r) => ({
      path: '/user/exchangeAccount/edit',
      body: { ...exchangeAccountBody, accountName: 'Hijacked', id: r.exchangeId },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/ContractWorker/handle {id}',
    request: (r) => ({
      path: '/user/ContractWorker/handle',
      body: { id: r.workerId, name: 'Hijacked', payeeRelation: 1 },
    }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  {
    call: 'POST /user/ContractWorker/handle {contractFile, incomeProofFile, relationFile}',
    request: (r) => ({
      path: '/user/ContractWorker/handle',
      body: {
        name: 'Hijacked',
        payeeRelation: 1,
        contractFile: r.documents.contractFile,
        incomeProofFile: r.documents.detailFile,
        relationFile: r.file,
      },
    }),
    outside: PARAMETER_ERROR,
    ...gated,
  },
  {
    call: 'GET /user/ContractWorker/info/:id',
    request: (r) => ({ path: `/user/ContractWorker/info/${r.workerId}`, method: 'GET' }),
    outside: DATA_NOT_FOUND,
    ...gated,
  },
  // Files
  {
    call: 'GET /user/getTempUrl?filePath=',
    request: (r) => ({
      path: `/user/getTempUrl?filePath=${encodeURIComponent(r.file)}`,
      method: 'GET',
    }),
    outside: DATA_NOT_FOUND,
    idleMember: 'shared',
  },
  {
    call: 'POST /user/info/save {avatar}',
    request: (r) => ({ path: '/user/info/save', body: { avatar: r.file } }),
    outside: PARAMETER_ERROR,
    idleMember: 'shared',
  },
];

/**
 * Lists and filters that show A's objects to A. To anyone else each must answer 200 and carry none
 * of A's markers, and its rows' `id` must not be A's object of that kind.
 */
export interface ListCase {
  call: string;
  request: (ref: Refs) => Request;
  foreignId?: keyof Refs;
}

const page = { pageNum: 1, pageSize: 100 };
export const LIST_CASES: ListCase[] = [
  {
    call: '/payee/list',
    request: () => ({ path: '/payee/list', body: page }),
    foreignId: 'payeeId',
  },
  {
    call: '/order/list {sn}',
    request: (r) => ({ path: '/order/list', body: { ...page, sn: r.sn } }),
  },
  {
    call: '/order/export {sn}',
    request: (r) => ({ path: '/order/export', body: { sn: r.sn }, csv: true }),
  },
  {
    call: '/account/rechargeHistory/list {sn}',
    request: (r) => ({ path: '/account/rechargeHistory/list', body: { ...page, sn: r.topUpSn } }),
  },
  {
    call: '/account/transactions {reference}',
    request: (r) => ({ path: '/account/transactions', body: { ...page, reference: r.sn } }),
  },
  {
    call: '/account/transactions/export {reference}',
    request: (r) => ({
      path: '/account/transactions/export',
      body: { reference: r.sn },
      csv: true,
    }),
  },
  { call: '/fx/history', request: () => ({ path: '/fx/history', body: page }) },
  {
    call: '/user/role/list',
    request: () => ({ path: '/user/role/list', body: page }),
    foreignId: 'roleId',
  },
  {
    call: '/user/team/list',
    request: () => ({ path: '/user/team/list', body: page }),
    foreignId: 'memberId',
  },
  {
    call: '/user/exchangeAccount/list',
    request: () => ({ path: '/user/exchangeAccount/list', body: page }),
    foreignId: 'exchangeId',
  },
  {
    call: '/user/ContractWorker/list',
    request: () => ({ path: '/user/ContractWorker/list', body: page }),
    foreignId: 'workerId',
  },
  { call: '/va/list', request: () => ({ path: '/va/list', body: page }), foreignId: 'vaId' },
  { call: '/user/auth', request: () => ({ path: '/user/auth' }), foreignId: 'kycId' },
  { call: '/user/log', request: () => ({ path: '/user/log', body: page }) },
  { call: '/user/log/export', request: () => ({ path: '/user/log/export', body: {}, csv: true }) },
];
