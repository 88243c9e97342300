import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailFindPwdBody,
  emailLoginBody,
  emailRegisterBody,
  emptyBody,
  findPwdBody,
  loginBody,
  registerBody,
  sendCodeBody,
  sendMailCodeBody,
} from '@pesa/contract';
import type { Config } from '../../config.ts';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { AccountService } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  config: Config;
}> = async (app, { account, config }) => {
  // Per-address limits on top of the per-account lockout and the 60 s code spacing.
  const loginLimit = { rateLimit: { max: config.LOGIN_IP_MAX_PER_MINUTE, timeWindow: 60_000 } };
  const codeLimit = { rateLimit: { max: config.LOGIN_IP_MAX_PER_MINUTE, timeWindow: 60_000 } };

  app.post(
    '/common/sendCode',
    { config: { public: true, ...codeLimit }, schema: { body: sendCodeBody } },
    async (request) => {
      const { countryId, phone, scene } = request.body;
      await account.sendCode(
        { channel: 'sms', to: await account.mobile(countryId, phone) },
        scene,
        request.lang,
      );
      return success(request, null);
    },
  );
  app.post(
    '/common/sendMailCode',
    { config: { public: true, ...codeLimit }, schema: { body: sendMailCodeBody } },
    async (request) => {
      await account.sendCode(
        { channel: 'email', to: request.body.email },
        request.body.scene,
        request.lang,
      );
      return success(request, null);
    },
  );

  app.post(
    '/user/register',
    { config: { public: true, ...loginLimit }, schema: { body: registerBody } },
    async (request) =>
      success(
        request,
        await account.register(
          request.body,
          request.ip,
          request.lang,
          request.headers['user-agent'],
        ),
      ),
  );
  app.post(
    '/user/emailRegister',
    { config: { public: true, ...loginLimit }, schema: { body: emailRegisterBody } },
    async (request) =>
      success(
        request,
        await account.register(
          request.body,
          request.ip,
          request.lang,
          request.headers['user-agent'],
        ),
      ),
  );

  app.post(
    '/user/login',
    { config: { public: true, ...loginLimit }, schema: { body: loginBody } },
    async (request) => {
      const { countryId, phone, password } = request.body;
      return success(
        request,
        await account.login(
          { kind: 'phone', countryId, phone },
          password,
          request.ip,
          request.headers['user-agent'],
        ),
      );
    },
  );
  app.post(
    '/user/emailLogin',
    { config: { public: true, ...loginLimit }, schema: { body: emailLoginBody } },
    async (request) =>
      success(
        request,
        await account.login(
          { kind: 'email', email: request.body.email },
          request.body.password,
          request.ip,
          request.headers['user-agent'],
        ),
      ),
  );

  app.post('/user/logout', { schema: { body: emptyBody } }, async (request) => {
    const auth = authOf(request);
    await account.logout(auth.user, auth.mainUserId, auth.token, request.ip);
    return success(request, null);
  });

  app.post(
    '/user/findPwd',
    { config: { public: true, ...loginLimit }, schema: { body: findPwdBody } },
    async (request) => {
      const { countryId, phone, code, password } = request.body;
      await account.findPassword({ kind: 'phone', countryId, phone }, code, password, request.ip);
      return success(request, null);
    },
  );
  app.post(
    '/user/emailFindPwd',
    { config: { public: true, ...loginLimit }, schema: { body: emailFindPwdBody } },
    async (request) => {
      const { email, code, password } = request.body;
      await account.findPassword({ kind: 'email', email }, code, password, request.ip);
      return success(request, null);
    },
  );
};
