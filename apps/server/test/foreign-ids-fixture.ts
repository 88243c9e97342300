import { permissionTableFor, WILDCARD_PERMISSION } from '@pesa/domain';
import { registerByPhone, type Harness } from './harness.ts';
import { uploadPng } from './identity-helpers.ts';
import { addMpesaPayee, newSn, setFundPassword, topUp } from './money-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

/** Every kind of reference a user-facing call takes, filled with one main account's objects. */
export interface Refs {
  mainUserId: number;
  payeeId: number;
  /** A send waiting for review, with its funds held. */
  sn: string;
  /** A credited top-up. */
  topUpSn: string;
  /** An unused FX quote. */
  quoteId: string;
  /** An unused quote for a move to the cross-border wallet. */
  fundingQuoteId: string;
  kycId: number;
  roleId: number;
  memberId: number;
  exchangeId: number;
  workerId: number;
  vaId: number;
  file: string;
  documents: { exchangeFile: string; detailFile: string; contractFile: string };
}

/** The caller's own objects, so that the only foreign part of a request is the one under test. */
export interface Own {
  payeeId: number;
  roleId: number;
  memberId: number;
}

export interface Actor {
  name: 'B main account' | "B's member with every permission" | "A's member without permissions";
  token: string;
  own: Own;
}

export interface World {
  a: {
    token: string;
    refs: Refs;
    memberToken: string;
    member: { national: string; password: string };
  };
  actors: Actor[];
  /** Texts only A's objects carry; no reply to anyone else may contain one. */
  markers: string[];
}

export const FUND_PASSWORD = '135790';
const UNKNOWN_ID = 987_654_321;

/** References of the same shapes that name nothing at all (a path in A's folder, too). */
export function unknownRefs(aMainUserId: number): Refs {
  const path = (digit: string) => `${aMainUserId}/${digit.repeat(32)}.png`;
  return {
    mainUserId: UNKNOWN_ID,
    payeeId: UNKNOWN_ID,
    sn: 'NOSUCHORDER000001',
    topUpSn: 'NOSUCHTOPUP000001',
    quoteId: `FX${'0'.repeat(24)}`,
    fundingQuoteId: `FX${'1'.repeat(24)}`,
    kycId: UNKNOWN_ID,
    roleId: UNKNOWN_ID,
    memberId: UNKNOWN_ID,
    exchangeId: UNKNOWN_ID,
    workerId: UNKNOWN_ID,
    vaId: UNKNOWN_ID,
    file: path('a'),
    documents: { exchangeFile: path('b'), detailFile: path('c'), contractFile: path('d') },
  };
}

/** Every route and button name, and the wildcard: a role that may do anything a member can. */
/** Every name an individual's role may hold (the accounts here are individuals, user type 2). */
export const EVERY_PERMISSION = [
  ...permissionTableFor(2).flatMap((entry) => [entry.name, ...(entry.buttons ?? [])]),
  WILDCARD_PERMISSION,
];

export const exchangeAccountBody = {
  accountName: 'Alpha Savanna Traders Ltd',
  type: 1,
  accountNumber: '1234567890123',
  bankName: '中国工商银行',
  applyReason: 'Settle CNY supplier invoices',
};

async function ok<T>(h: Harness, path: string, body: unknown, token: string): Promise<T> {
  h.tick();
  const reply = await h.call<T>(path, body, { token });
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** Main account A with one of each object, B with a member holding everything, and A's idle member. */
export async function buildWorld(h: Harness): Promise<World> {
  const a = await registerByPhone(h);
  const aInfo = await ok<{ userId: number }>(h, '/user/info', {}, a.token);
  await setFundPassword(h, a.token, a.phone, a.national, FUND_PASSWORD);
  const topUpSn = (await topUp(h, a.token, '5000')).sn;
  const payeeId = await addMpesaPayee(h, a.token);
  // A send above the review threshold waits in MANUAL_PENDING with its funds held.
  await h.app.money.risk.setManualReviewThreshold(404, 5_000n, h.clock.now().toISOString());
  const order = await ok<{ sn: string; status: number }>(
    h,
    '/order/create',
    {
      sn: newSn('A'),
      scope: 0,
      payeeId,
      payType: 2,
      currencyId: 404,
      amount: '200',
      fundPassword: FUND_PASSWORD,
    },
    a.token,
  );
  if (order.status !== -2) throw new Error(`A's send is not pending review: ${order.status}`);
  const fxQuote = (amount: string) =>
    ok<{ quoteId: string }>(
      h,
      '/fx/quote',
      { fromCurrencyId: 404, toCurrencyId: 840, amount, scope: 0 },
      a.token,
    );
  // One conversion done, so that A's conversion history is not empty; one quote left unused.
  const converted = await fxQuote('50');
  await ok(h, '/fx/convert', { quoteId: converted.quoteId }, a.token);
  const quote = await fxQuote('100');
  const fundingQuote = await ok<{ quoteId: string }>(
    h,
    '/account/fundCrossBorder/quote',
    { fromCurrencyId: 404, toCurrencyId: 840, amount: '100' },
    a.token,
  );
  const roleId = await addRole(h, a.token, ['Info'], 'Alpha readers');
  const member = await addMember(h, a.token, roleId);
  const documents = {
    exchangeFile: await uploadPng(h, a.token),
    detailFile: await uploadPng(h, a.token),
    contractFile: await uploadPng(h, a.token),
  };
  const file = await uploadPng(h, a.token);
  await ok(h, '/user/info/save', { avatar: file }, a.token);
  const exchange = await ok<{ id: number }>(
    h,
    '/user/exchangeAccount/add',
    exchangeAccountBody,
    a.token,
  );
  const worker = await ok<{ id: number }>(
    h,
    '/user/ContractWorker/handle',
    {
      name: 'Amani Alpha',
      payeeRelation: 5,
      ...documents,
      incomeProofFile: file,
      relationFile: file,
    },
    a.token,
  );
  const kyc = await ok<{ id: number }>(
    h,
    '/user/auth/save',
    { fullName: 'Achieng Alpha', idFrontFile: file },
    a.token,
  );
  const va = await ok<{ id: number }>(
    h,
    '/va/apply',
    { countryId: 254, currencyId: 404, agree: true },
    a.token,
  );
  const refs: Refs = {
    mainUserId: aInfo.userId,
    payeeId,
    sn: order.sn,
    topUpSn,
    quoteId: quote.quoteId,
    fundingQuoteId: fundingQuote.quoteId,
    kycId: kyc.id,
    roleId,
    memberId: member.id,
    exchangeId: exchange.id,
    workerId: worker.id,
    vaId: va.id,
    file,
    documents,
  };

  // B could pay if a call let it: it has a transaction password, money and a recipient.
  const b = await registerByPhone(h);
  await setFundPassword(h, b.token, b.phone, b.national, FUND_PASSWORD);
  await topUp(h, b.token, '5000');
  const bPayee = await addMpesaPayee(h, b.token, '0722000222');
  const bRole = await addRole(h, b.token, EVERY_PERMISSION, 'Everything');
  const bMember = await addMember(h, b.token, bRole);
  const bSpare = await addMember(h, b.token, bRole);
  const bOwn = { payeeId: bPayee, roleId: bRole, memberId: bSpare.id };
  const aMemberToken = await memberToken(h, member.national, member.password);

  return {
    a: { token: a.token, refs, memberToken: aMemberToken, member },
    actors: [
      { name: 'B main account', token: b.token, own: bOwn },
      {
        name: "B's member with every permission",
        token: await memberToken(h, bMember.national, bMember.password),
        own: bOwn,
      },
      {
        name: "A's member without permissions",
        token: aMemberToken,
        own: { payeeId, roleId, memberId: member.id },
      },
    ],
    markers: [
      order.sn,
      topUpSn,
      quote.quoteId,
      converted.quoteId,
      fundingQuote.quoteId,
      file,
      ...Object.values(documents),
      'Alpha readers',
      (member.body as { userName: string }).userName,
      exchangeAccountBody.accountName,
      'Amani Alpha',
      'Achieng Alpha',
    ],
  };
}

/** Everything A can see of its objects, read through A's own token (and its member's session). */
export async function snapshotOfA(h: Harness, world: World) {
  const { token, refs } = world.a;
  const read = async (path: string, body: unknown = {}, as = token, method?: 'GET') => {
    h.tick();
    const reply = await h.call(path, body, { token: as, method });
    return { code: reply.code, data: reply.data, rows: reply.rows, total: reply.total };
  };
  const page = { pageNum: 1, pageSize: 100 };
  const info = await read('/user/info');
  return {
    payee: await read(`/payee/detail/${refs.payeeId}`),
    order: await read(`/order/detail/${refs.sn}`),
    orders: await read('/order/list', page),
    conversions: await read('/fx/history', page),
    roles: await read('/user/role/list', page),
    members: await read('/user/team/list', page),
    exchangeAccounts: await read('/user/exchangeAccount/list', page),
    worker: await read(`/user/ContractWorker/info/${refs.workerId}`, undefined, token, 'GET'),
    kyc: await read('/user/auth'),
    virtualAccounts: await read('/va/list', page),
    assets: await read('/account/assets'),
    log: await read('/user/log', { ...page, pageSize: 50 }),
    avatar: (info.data as { avatar: string }).avatar,
    fileReadable: (
      await read(
        `/user/getTempUrl?filePath=${encodeURIComponent(refs.file)}`,
        undefined,
        token,
        'GET',
      )
    ).code,
    memberSession: await read('/user/team/menus', {}, world.a.memberToken),
  };
}
