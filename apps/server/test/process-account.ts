import { eventually } from './server-process.ts';
import { e164, lastCode, ok, phoneNumbers, type Instance } from './instance-client.ts';

const PAID = 1;
const FAILED = 2;
const nextPhone = phoneNumbers();

/**
 * A Kenyan account registered over HTTP on a server process (the crash and stop suites), with its
 * transaction password set and its KES wallet topped up through the simulator. A simulator that
 * fails some payments fails some top-ups too: it tops up again until one is paid.
 */
export async function fundedAccountOverHttp(
  server: Instance,
  options: {
    userType: 1 | 2;
    password: string;
    fundPassword: string;
    topUp: string;
    /** Top-up order numbers start with it (unique per suite). */
    snPrefix: string;
  },
): Promise<{ token: string; phone: string }> {
  const phone = nextPhone();
  await ok(server, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const token = await ok<string>(server, '/user/register', {
    userType: options.userType,
    countryId: 254,
    phone,
    code: await lastCode(server, e164(phone)),
    password: options.password,
  });
  await ok(server, '/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
  const code = await lastCode(server, e164(phone));
  await ok(server, '/user/resetFundPwd', { code, fundPassword: options.fundPassword }, { token });
  for (let attempt = 1; attempt <= 20; attempt++) {
    const topUp = await ok<{ sn: string }>(
      server,
      '/recharge/create',
      {
        sn: `${options.snPrefix}${attempt}`,
        scope: 0,
        payType: 502,
        currencyId: 404,
        amount: options.topUp,
      },
      { token },
    );
    const status = await eventually(async () => {
      const detail = await ok<{ status: number }>(
        server,
        `/order/detail/${topUp.sn}`,
        {},
        { token },
      );
      return [PAID, FAILED].includes(detail.status) ? detail.status : undefined;
    });
    if (status === PAID) return { token, phone };
  }
  throw new Error('no top-up was paid in 20 attempts');
}

/** A Kenyan M-Pesa recipient of that account. */
export async function mpesaPayeeOverHttp(
  server: Instance,
  token: string,
  name: string,
  phone: string,
): Promise<number> {
  const payee = await ok<{ id: number }>(
    server,
    '/payee/add',
    { countryId: 254, payType: 2, currencyId: 404, name, type: 2, phone },
    { token },
  );
  return payee.id;
}
