import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  contactCode,
  e164Kenya,
  eventTypes,
  loginByPhone,
  mailCode,
  registerByEmail,
  relaxedEnv,
  smsCode,
  uniqueEmail,
  uniqueKenyanPhone,
} from './helpers.ts';
import { outboxTexts, uploadBytes, uploadPng } from './identity-helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(engines)('profile calls on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  const info = async (token: string, lang: 'en_US' | 'zh_CN' = 'en_US') =>
    (await h.call<Record<string, unknown>>('/user/info', {}, { token, lang })).data;

  it('/user/info returns every SPEC §3 User info field plus email', async () => {
    const { token, phone } = await registerByPhone(h, { userType: 1 });
    const me = await info(token);
    expect(Object.keys(me)).toEqual(
      expect.arrayContaining([
        'userId',
        'parentId',
        'nickName',
        'accountNo',
        'avatar',
        'phone',
        'createTime',
        'userType',
        'auditStatus',
        'countryId',
        'countryName',
        'permissions',
        'pspFlag',
        'mrpFlag',
        'channelTypeList',
        'fundPasswordFlag',
        'email',
      ]),
    );
    expect(me).toMatchObject({
      parentId: 0,
      phone,
      email: '',
      userType: 1,
      auditStatus: -1,
      countryId: 254,
      countryName: 'Kenya',
      pspFlag: 0,
      mrpFlag: 0,
      fundPasswordFlag: false,
    });
    expect(me.userId).toEqual(expect.any(Number));
    expect(me.accountNo).toEqual(expect.any(String));
    expect(Date.parse(me.createTime as string)).not.toBeNaN();
    expect(me.permissions).toEqual(expect.arrayContaining(['Info', 'SystemUserTeam']));
    expect(me.channelTypeList).toContainEqual({ type: 0, channelType: -1 });
    expect((await info(token, 'zh_CN')).countryName).toBe('肯尼亚');
  });

  it('/user/info/save stores nickname, sex and avatar, and logs it', async () => {
    const { token } = await registerByPhone(h);
    const avatar = await uploadPng(h, token);
    const body = { nickName: '  Amina  ', sex: '1', avatar };
    expect((await h.call('/user/info/save', body, { token })).code).toBe(200);
    expect(await info(token)).toMatchObject({ nickName: 'Amina', sex: '1', avatar });
    const bad = await h.call('/user/info/save', { sex: '2', nickName: 'x'.repeat(41) }, { token });
    expect(bad.code).toBe(-1008);
    expect((await info(token)).nickName).toBe('Amina');
    expect(await eventTypes(h, token)).toEqual(['saveInfo', 'register']);
  });

  it('/user/info/save takes as avatar only an image the account uploaded', async () => {
    const { token } = await registerByPhone(h);
    const stranger = await registerByPhone(h);
    const theirs = await uploadPng(h, stranger.token);
    const pdf = await uploadBytes(h, token, Buffer.from('%PDF-1.4 avatar'));
    const refused = await h.call('/user/info/save', { avatar: theirs }, { token });
    expect(refused).toMatchObject({
      code: -1008,
      data: [
        {
          field: 'avatar',
          message: 'This file was not found in your account; please upload it again',
        },
      ],
    });
    h.tick();
    const notImage = await h.call('/user/info/save', { avatar: pdf }, { token, lang: 'zh_CN' });
    expect(notImage).toMatchObject({
      code: -1008,
      data: [{ field: 'avatar', message: '头像须为 JPEG、PNG 或 WebP 图片' }],
    });
    h.tick();
    const made = await h.call('/user/info/save', { avatar: 'avatars/x.png' }, { token });
    expect(made.code).toBe(-1008);
    expect((await info(token)).avatar).toBe('');
    // An own image is kept, and an empty value removes it again.
    const own = await uploadPng(h, token);
    expect((await h.call('/user/info/save', { avatar: own }, { token })).code).toBe(200);
    expect((await info(token)).avatar).toBe(own);
    h.tick();
    expect((await h.call('/user/info/save', { avatar: '' }, { token })).code).toBe(200);
    expect((await info(token)).avatar).toBe('');
    expect(await eventTypes(h, token)).toEqual(['saveInfo', 'saveInfo', 'register']);
  });

  it('/user/changePhone moves the account to a new number proven by the password and codes from both numbers', async () => {
    const { token, national, phone, password } = await registerByPhone(h);
    const taken = await registerByPhone(h);
    const proof = { password, oldCode: '123456' };
    const same = await h.call(
      '/user/changePhone',
      { countryId: 254, phone: national.slice(1), code: '123456', ...proof },
      { token },
    );
    expect(same.code).toBe(-1008);
    expect(same.data).toEqual([
      { field: 'phone', message: 'The new value must differ from the current one' },
    ]);
    const clash = await h.call(
      '/user/changePhone',
      { countryId: 254, phone: taken.national, code: '123456', ...proof },
      { token, lang: 'zh_CN' },
    );
    expect(clash).toMatchObject({ code: -1003, msg: '账号已存在' });

    const junk = await h.call(
      '/user/changePhone',
      { countryId: 254, phone: 'abc', code: '1' },
      { token },
    );
    expect(junk.code).toBe(-1008);
    expect((junk.data as Array<{ field: string }>).map((f) => f.field).sort()).toEqual([
      'code',
      'oldCode',
      'password',
      'phone',
    ]);

    const fresh = uniqueKenyanPhone();
    const oldCode = await contactCode(h, token, 'changePhone', phone);
    const code = await smsCode(h, fresh, 'changePhone');
    const body = { countryId: 254, phone: fresh, code: other(code), password, oldCode };
    expect(await h.call('/user/changePhone', body, { token })).toMatchObject({
      code: -1006,
      data: { field: 'code' },
    });
    expect((await info(token)).phone).toBe(phone);
    h.tick();
    expect((await h.call('/user/changePhone', { ...body, code }, { token })).code).toBe(200);
    expect((await info(token)).phone).toBe(e164Kenya(fresh));
    expect((await loginByPhone(h, national, 'Secret123')).code).toBe(-1002);
    expect((await loginByPhone(h, fresh, 'Secret123')).code).toBe(200);
    const rows = (await h.call('/user/log', { eventType: 'changePhone' }, { token }))
      .rows as Array<{
      eventDesc: string;
    }>;
    expect(rows).toHaveLength(1);
    const masked = `${e164Kenya(fresh).slice(0, 6)}***${fresh.slice(-3)}`;
    expect(rows[0]!.eventDesc).toBe(`Phone number changed to ${masked}`);
    expect(rows[0]!.eventDesc).not.toContain(fresh.slice(1));
    // The old number is told, and can tell it was not its owner.
    expect((await outboxTexts(h, phone))[0]).toBe(
      `PesaBridge: the phone number of your account is now ${masked}. If you did not make this change, contact us at once.`,
    );
  });

  it('/user/changeEmail links a new email proven by the password and codes from the phone and the email', async () => {
    const { token, phone, password } = await registerByPhone(h);
    const theirs = await registerByEmail(h);
    const clash = await h.call(
      '/user/changeEmail',
      { email: theirs.email, code: '123456', password, oldCode: '123456' },
      { token },
    );
    expect(clash.code).toBe(-1003);
    const email = uniqueEmail('change');
    // No email yet: the phone vouches for the new one.
    const oldCode = await contactCode(h, token, 'changeEmail', phone);
    const code = await mailCode(h, email, 'changeEmail');
    const wrong = await h.call(
      '/user/changeEmail',
      { email, code: other(code), password, oldCode },
      { token, lang: 'zh_CN' },
    );
    expect(wrong).toMatchObject({ code: -1006, msg: '验证码错误' });
    h.tick();
    const ok = await h.call('/user/changeEmail', { email, code, password, oldCode }, { token });
    expect(ok.code).toBe(200);
    expect((await info(token)).email).toBe(email);
    const login = await h.call('/user/emailLogin', { email, password: 'Secret123' });
    expect(login.code).toBe(200);
    h.tick();
    const same = await h.call(
      '/user/changeEmail',
      { email, code: '123456', password, oldCode: '123456' },
      { token },
    );
    expect(same.code).toBe(-1008);
    const junk = await h.call('/user/changeEmail', { email: 'nope', code: '12' }, { token });
    expect(junk.code).toBe(-1008);
    expect(await eventTypes(h, token)).toEqual(['login', 'changeEmail', 'register']);
    expect((await outboxTexts(h, phone))[0]).toContain('the email of your account is now ch***@');
  });

  it('/user/log lists the own events, paged, newest first, filtered by type and time', async () => {
    const { token, national } = await registerByPhone(h);
    const start = h.clock.now().toISOString();
    for (let i = 0; i < 3; i++) {
      h.clock.advance(60_000);
      const login = await loginByPhone(h, national, 'Secret123');
      expect((await h.call('/user/logout', {}, { token: login.data })).code).toBe(200);
    }
    const page1 = await h.call('/user/log', { pageNum: 1, pageSize: 4 }, { token });
    expect(page1.total).toBe(7);
    const rows = page1.rows as Array<{ eventType: string; requestIp: string; createTime: string }>;
    expect(rows.map((r) => r.eventType)).toEqual(['logout', 'login', 'logout', 'login']);
    expect(rows[0]!.requestIp).toBe('127.0.0.1');
    expect(rows[0]!.createTime >= rows[3]!.createTime).toBe(true);
    const page2 = await h.call('/user/log', { pageNum: 2, pageSize: 4 }, { token });
    expect((page2.rows as unknown[]).length).toBe(3);
    const logins = await h.call('/user/log', { eventType: 'login' }, { token });
    expect(logins.total).toBe(3);
    const later = await h.call(
      '/user/log',
      { beginTime: new Date(Date.parse(start) + 90_000).toISOString() },
      { token },
    );
    expect(later.total).toBe(4);
    const junk = await h.call('/user/log', { pageNum: 0, pageSize: 1000 }, { token });
    expect(junk.code).toBe(-1008);
    // Another account never sees these rows.
    const stranger = await registerByPhone(h);
    expect(await eventTypes(h, stranger.token)).toEqual(['register']);
  });

  it('/user/log shows a main account the events of its members, and a member only their own', async () => {
    const main = await registerByPhone(h);
    const member = await addMember(h, main.token, await addRole(h, main.token, ['Info']));
    const session = await memberToken(h, member.national, member.password);
    const first = await h.call('/user/log', { eventType: 'login' }, { token: main.token });
    expect(first.rows).toMatchObject([{ userName: `member-${member.national}` }]);
    h.tick();
    expect((await h.call('/user/info/save', { nickName: 'Till 2' }, { token: session })).code).toBe(
      200,
    );
    const mainMe = await info(main.token);
    const memberMe = await info(session);

    const all = await h.call('/user/log', { pageNum: 1, pageSize: 50 }, { token: main.token });
    const rows = all.rows as Array<{ eventType: string; userId: number }>;
    expect(rows.map((r) => [r.eventType, r.userId])).toEqual([
      ['saveInfo', memberMe.userId],
      ['login', memberMe.userId],
      ['teamAdd', mainMe.userId],
      ['roleAdd', mainMe.userId],
      ['register', mainMe.userId],
    ]);
    const own = await h.call('/user/log', { pageNum: 1, pageSize: 50 }, { token: session });
    expect((own.rows as Array<{ userId: number }>).map((r) => r.userId)).toEqual([
      memberMe.userId,
      memberMe.userId,
    ]);
    expect(own.total).toBe(2);
    // Each row names who acted: the nickname, else the member's team name, else the account no.
    const names = all.rows as Array<{ userName: string }>;
    expect(names[0]!.userName).toBe('Till 2');
    expect(names[2]!.userName).toBe(mainMe.accountNo);
    // The member's filter by type cannot reach the main account's rows either.
    const theirs = await h.call('/user/log', { eventType: 'register' }, { token: session });
    expect(theirs.total).toBe(0);
  });
});
