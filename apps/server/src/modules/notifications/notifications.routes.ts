import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, notifyListBody, notifyReadBody, notifySettingsBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The notification centre of the signed-in person (docs/notifications.md): their own rows only. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  // Reading and marking read are repeated freely (a bell polls, two tabs mark all read).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, duplicateGuard: false };
  });
  app.post(
    '/notify/list',
    { schema: { summary: 'My notifications, newest first', body: notifyListBody } },
    async (request) =>
      success(
        request,
        await notifications.list(authOf(request).user.user_id, request.body, request.lang),
      ),
  );
  app.post(
    '/notify/read',
    { schema: { summary: 'Mark notifications read', body: notifyReadBody } },
    async (request) =>
      success(request, await notifications.read(authOf(request).user.user_id, request.body)),
  );
  app.post(
    '/notify/settings/get',
    { schema: { summary: 'My notification choices', body: emptyBody } },
    async (request) => success(request, await notifications.settings(authOf(request).user.user_id)),
  );
  app.post(
    '/notify/settings/save',
    { schema: { summary: 'Save my notification choices', body: notifySettingsBody } },
    async (request) =>
      success(
        request,
        await notifications.saveSettings(authOf(request).user.user_id, request.body),
      ),
  );
};
