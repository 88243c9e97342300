import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryIdBody,
  countryIdParam,
  emptyBody,
  exchangeRateHistoryBody,
  idParam,
  optionalCountryBody,
} from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';
import type { ReferenceService } from './reference.service.ts';

/** The common reference calls of SPEC §7 "Common". Only /common/country is public. */
export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  // Every route here reads reference data: the duplicate guard, meant for repeated submissions,
  // never refuses one (two visitors behind one carrier address may open the site together).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, duplicateGuard: false };
  });
  app.post(
    '/common/country',
    { config: { public: true }, schema: { body: emptyBody } },
    async (request) => success(request, await reference.countries()),
  );
  app.post('/common/currency', { schema: { body: emptyBody } }, async (request) =>
    success(request, await reference.currencies(request.lang)),
  );
  app.post(
    '/common/currencyByCountryId/:id',
    { schema: { params: idParam, body: emptyBody } },
    async (request) =>
      success(request, await reference.currenciesOfCountry(request.params.id, request.lang)),
  );
  app.post('/common/countryExtInfo', { schema: { body: countryIdBody } }, async (request) =>
    success(request, await reference.countryExtInfo(request.body.countryId, request.lang)),
  );
  app.get(
    '/common/queryChannelType/:countryId',
    { schema: { params: countryIdParam } },
    async (request) => {
      await reference.requireCountry(request.params.countryId);
      return success(request, await reference.channelTypes(request.params.countryId));
    },
  );
  app.post('/common/queryChannel', { schema: { body: optionalCountryBody } }, async (request) =>
    success(request, await reference.channels(request.body ?? {}, request.lang)),
  );
  // Methods shown as not available yet (Tigo Pesa, HaloPesa where no provider can carry them).
  app.post(
    '/common/queryUpcomingChannel',
    { schema: { body: optionalCountryBody } },
    async (request) =>
      success(request, await reference.upcomingChannels(request.body ?? {}, request.lang)),
  );
  app.post('/common/queryTransferType', { schema: { body: emptyBody } }, async (request) =>
    success(request, await reference.transferTypes(request.lang)),
  );
  app.post('/common/choice/bankCodes', { schema: { body: countryIdBody } }, async (request) =>
    success(request, await reference.bankCodes(request.body.countryId)),
  );
  app.post('/common/exchangeRate/current', { schema: { body: emptyBody } }, async (request) =>
    success(request, await reference.currentRates()),
  );
  app.post(
    '/common/exchangeRateHistory',
    { schema: { body: exchangeRateHistoryBody } },
    async (request) =>
      success(request, await reference.rateHistory(request.body.pair, request.body.period)),
  );
};
