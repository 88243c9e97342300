import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, operatorLoginBody, operatorTotpBody } from '@pesa/contract';
import type { Config } from '../../config.ts';
import { success } from '../../plugins/envelope.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';
import type { OperatorsService } from './operators.service.ts';

/**
 * Operator sign-in: the password (/ops/login, a half session), then the second factor
 * (/ops/login/totp) or, the first time, its enrolment (/ops/totp/enrol, /ops/totp/confirm); each
 * passed step answers a new token. /ops/me tells the console which step a token is at.
 */
export const operatorSignInRoutes: FastifyPluginAsyncZod<{
  operators: OperatorsService;
  config: Pick<Config, 'LOGIN_IP_MAX_PER_MINUTE'>;
}> = async (app, { operators, config: settings }) => {
  const config = { public: true };
  // The customers' per-address sign-in limit, on top of the per-operator lockout.
  const limited = {
    ...config,
    rateLimit: { max: settings.LOGIN_IP_MAX_PER_MINUTE, timeWindow: 60_000 },
  };

  app.post(
    '/ops/login',
    { config: limited, schema: { body: operatorLoginBody } },
    async (request) =>
      success(
        request,
        await operators.login(request.body.username, request.body.password, request.ip),
      ),
  );
  app.post(
    '/ops/login/totp',
    { config: limited, schema: { body: operatorTotpBody } },
    async (request) =>
      success(
        request,
        await operators.secondFactor.verify(operatorOf(request), request.body.code, request.ip),
      ),
  );
  app.post('/ops/totp/enrol', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await operators.secondFactor.enrol(operatorOf(request))),
  );
  app.post(
    '/ops/totp/confirm',
    { config: limited, schema: { body: operatorTotpBody } },
    async (request) =>
      success(
        request,
        await operators.secondFactor.confirm(operatorOf(request), request.body.code, request.ip),
      ),
  );
  app.post('/ops/me', { config, schema: { body: emptyBody } }, async (request) => {
    const { username, role, stage } = operatorOf(request);
    return success(request, { username, role, stage });
  });
  app.post('/ops/logout', { config, schema: { body: emptyBody } }, async (request) => {
    await operators.logout(operatorOf(request));
    return success(request, null);
  });
};
