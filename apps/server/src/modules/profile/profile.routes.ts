import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailBody,
  changePhoneBody,
  emptyBody,
  operationLogExportBody,
  operationLogQuery,
  resetFundPwdBody,
  resetPwdBody,
  saveInfoBody,
  sendContactCodeBody,
} from '@pesa/contract';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import { sendCsv } from '../../plugins/csv-file.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { AccountService } from '../account/account.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ContactChangeService } from './contact-change.service.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  contactChange: ContactChangeService;
  users: UsersService;
  account: AccountService;
  oplog: OplogService;
  team: TeamService;
}> = async (app, { profile, contactChange, users, account, oplog, team }) => {
  // SPEC §7: /user/info has no duplicate guard; it is fetched on every first navigation.
  app.post(
    '/user/info',
    { config: { duplicateGuard: false }, schema: { body: emptyBody } },
    async (request) => {
      const auth = authOf(request);
      await profile.setLanguage(auth, request.lang);
      return success(
        request,
        await users.info(auth.user, request.lang, await team.loginPermissions(auth.user)),
      );
    },
  );
  app.post('/user/info/save', { schema: { body: saveInfoBody } }, async (request) => {
    await profile.saveInfo(authOf(request), request.ip, request.body);
    return success(request, null);
  });
  app.post('/user/resetPwd', { schema: { body: resetPwdBody } }, async (request) => {
    await profile.resetPassword(
      authOf(request),
      request.ip,
      request.body.oldPassword,
      request.body.newPassword,
    );
    return success(request, null);
  });
  app.post('/user/resetFundPwd', { schema: { body: resetFundPwdBody } }, async (request) => {
    await profile.resetFundPassword(
      authOf(request),
      request.ip,
      request.body.code,
      request.body.fundPassword,
    );
    return success(request, null);
  });
  app.post('/user/sendContactCode', { schema: { body: sendContactCodeBody } }, async (request) =>
    success(request, await contactChange.sendCode(authOf(request), request.body.purpose)),
  );
  app.post('/user/changePhone', { schema: { body: changePhoneBody } }, async (request) => {
    const { countryId, phone, code, password, oldCode } = request.body;
    const e164 = await account.mobile(countryId, phone);
    await contactChange.changePhone(authOf(request), request.ip, { e164, code, password, oldCode });
    return success(request, null);
  });
  app.post('/user/changeEmail', { schema: { body: changeEmailBody } }, async (request) => {
    await contactChange.changeEmail(authOf(request), request.ip, request.body);
    return success(request, null);
  });
  // A main account sees its members' events too; a member sees only their own.
  const ownLog = (auth: AuthContext) => ({
    mainUserId: auth.mainUserId,
    userId: auth.user.parent_id === 0 ? undefined : auth.user.user_id,
  });
  // A read whose details come in the request's language: asking again at once (a language
  // switch right after a filter) is no double submission, so the 300 ms guard does not apply.
  const logRead = { config: { duplicateGuard: false }, schema: { body: operationLogQuery } };
  app.post('/user/log', logRead, async (request) => {
    const auth = authOf(request);
    const { rows, total } = await oplog.page({ ...request.body, ...ownLog(auth) }, request.lang);
    return paged(request, rows, total);
  });
  // SPEC §7 downloads post form-encoded and receive the file; a refusal comes back as JSON.
  app.post(
    '/user/log/export',
    { schema: { body: operationLogExportBody } },
    async (request, reply) => {
      const auth = authOf(request);
      const filter = { ...request.body, ...ownLog(auth) };
      return sendCsv(reply, 'operation-log', await oplog.csv(filter, request.lang));
    },
  );
};
