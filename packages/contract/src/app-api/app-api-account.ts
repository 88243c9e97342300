import { z } from 'zod';
import { payeeCheckReply } from '../schemas/payee-check.ts';
import type { AppOperationEntry } from './app-api-types.ts';
import {
  noticeView,
  payeeView,
  operationLogRow,
  currencyOfCountry,
  currentRate,
  rateHistoryPoint,
  channelType,
  kycStatusView,
  topUpChannel,
} from './app-api-shared-replies.ts';
import { publicRatesReply } from '../schemas/common.ts';

/** Sign-up, sign-in, profile, team, recipients, KYC, files and reference data: the customer calls outside money. */
/** A payment channel of a country, as the channel lists give it. */
const paymentChannel = z.object({
  countryId: z.number(),
  payType: z.number(),
  name: z.string(),
  kind: z.string(),
  scope: z.number(),
  direction: z.string(),
  currencyId: z.number(),
  currencyCode: z.string(),
});

export const ACCOUNT_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /common/sendCode': {
    summary: 'Send a verification code by SMS',
    reply: { data: z.null() },
  },
  'POST /common/sendMailCode': {
    summary: 'Send a verification code by email',
    reply: { data: z.null() },
  },
  'POST /user/register': { summary: 'Register with a phone number', reply: { data: z.string() } },
  'POST /user/emailRegister': {
    summary: 'Register with an email address',
    reply: { data: z.string() },
  },
  'POST /user/login': { summary: 'Sign in with a phone number', reply: { data: z.string() } },
  'POST /user/emailLogin': {
    summary: 'Sign in with an email address',
    reply: { data: z.string() },
  },
  'POST /user/logout': { summary: 'Sign out', reply: { data: z.null() } },
  'POST /user/findPwd': {
    summary: 'Reset a forgotten password by phone',
    reply: { data: z.null() },
  },
  'POST /user/emailFindPwd': {
    summary: 'Reset a forgotten password by email',
    reply: { data: z.null() },
  },
  'POST /common/upload': { reply: { data: z.object({ filePath: z.string() }) } },
  'GET /user/getTempUrl': { reply: { data: z.string() } },
  'GET /health': {
    summary: 'Whether this instance reaches its database',
    reply: { data: z.object({ database: z.literal('reachable') }) },
  },
  'GET /dev/outbox': {
    summary: 'Messages sent, latest first (development only)',
    reply: {
      data: z.array(
        z.object({
          to: z.string(),
          channel: z.string(),
          text: z.string(),
          code: z.string().nullable(),
          createTime: z.string(),
        }),
      ),
    },
  },
  'POST /common/contact': {
    summary: 'Send the contact form to support',
    reply: { data: z.null() },
  },
  'POST /common/sysNotice': { summary: 'Announcements', reply: { data: z.array(noticeView) } },
  'POST /common/notice/{type}': {
    summary: 'Notices of one type (3: press)',
    reply: { data: z.array(noticeView) },
  },
  'POST /payee/list': { reply: { rows: payeeView } },
  'POST /payee/add': { reply: { data: z.object({ id: z.number() }) } },
  'POST /payee/edit': { reply: { data: z.null() } },
  'POST /payee/delete/{id}': { reply: { data: z.null() } },
  'POST /payee/detail/{id}': { reply: { data: payeeView } },
  'POST /payee/check': { reply: { data: payeeCheckReply } },
  'POST /user/info': {
    summary: 'The signed-in user and their permissions',
    reply: {
      data: z.object({
        userId: z.number(),
        parentId: z.number(),
        nickName: z.string(),
        accountNo: z.string(),
        avatar: z.string(),
        phone: z.string(),
        email: z.string(),
        sex: z.string(),
        createTime: z.string(),
        userType: z.number(),
        auditStatus: z.union([z.number(), z.literal('00')]),
        countryId: z.number(),
        countryName: z.string(),
        permissions: z.array(z.string()),
        pspFlag: z.number(),
        mrpFlag: z.number(),
        channelTypeList: z.array(channelType),
        fundPasswordFlag: z.boolean(),
      }),
    },
  },
  'POST /user/info/save': {
    summary: 'Save the nickname, sex or avatar',
    reply: { data: z.null() },
  },
  'POST /user/resetPwd': { summary: 'Change the login password', reply: { data: z.null() } },
  'POST /user/resetFundPwd': {
    summary: 'Set or change the transaction password',
    reply: { data: z.null() },
  },
  'POST /user/sendContactCode': {
    summary: "Send a code to the account's current phone or email",
    reply: { data: z.object({ channel: z.enum(['email', 'sms']), to: z.string() }) },
  },
  'POST /user/changePhone': { summary: 'Change the phone number', reply: { data: z.null() } },
  'POST /user/changeEmail': { summary: 'Change the email address', reply: { data: z.null() } },
  'POST /user/log': { summary: 'The operation log, paged', reply: { rows: operationLogRow } },
  'POST /common/country': {
    summary: 'Countries',
    reply: {
      data: z.array(
        z.object({
          countryId: z.number(),
          iso2: z.string(),
          nameEn: z.string(),
          nameZh: z.string(),
          dialCode: z.string(),
          currencyId: z.number(),
          currencyCode: z.string(),
        }),
      ),
    },
  },
  'POST /common/currency': {
    summary: 'Currencies',
    reply: {
      data: z.array(
        z.object({
          currencyId: z.number(),
          code: z.string(),
          name: z.string(),
          nameEn: z.string(),
          nameZh: z.string(),
          decimals: z.number(),
          symbol: z.string(),
        }),
      ),
    },
  },
  'POST /common/currencyByCountryId/{id}': {
    summary: 'Currencies of a country',
    reply: { data: z.array(currencyOfCountry) },
  },
  'POST /common/countryExtInfo': {
    summary: "A country's details, currencies and channel types",
    reply: {
      data: z.object({
        countryId: z.number(),
        iso2: z.string(),
        countryName: z.string(),
        dialCode: z.string(),
        timezone: z.string(),
        phoneExample: z.string(),
        currencies: z.array(currencyOfCountry),
        channelTypeList: z.array(channelType),
      }),
    },
  },
  'GET /common/queryChannelType/{countryId}': {
    summary: 'Channel types of a country',
    reply: { data: z.array(channelType) },
  },
  'POST /common/queryChannel': {
    summary: 'Payment channels',
    reply: { data: z.array(paymentChannel) },
  },
  'POST /common/queryUpcomingChannel': {
    summary: 'Payment channels not available yet',
    reply: { data: z.array(paymentChannel) },
  },
  'POST /common/queryTransferType': {
    summary: 'Transfer types',
    reply: { data: z.array(z.object({ type: z.number(), name: z.string() })) },
  },
  'POST /common/choice/bankCodes': {
    summary: 'Bank codes of a country',
    reply: {
      data: z.array(
        z.object({
          countryId: z.number(),
          code: z.string(),
          name: z.string(),
          swiftCode: z.string(),
        }),
      ),
    },
  },
  'POST /common/exchangeRate/current': {
    summary: 'Current exchange rates',
    reply: { data: z.array(currentRate) },
  },
  'POST /common/exchangeRateHistory': {
    summary: "An exchange rate's history",
    reply: { data: z.array(rateHistoryPoint) },
  },
  'POST /common/public/rates': {
    summary: 'Exchange rates for the public site',
    reply: { data: publicRatesReply },
  },
  'POST /common/public/corridors': {
    summary: 'Countries and channels for the public site',
    reply: {
      data: z.array(
        z.object({
          countryId: z.number(),
          countryName: z.string(),
          currencyCode: z.string(),
          payouts: z.array(topUpChannel),
          fundings: z.array(topUpChannel),
        }),
      ),
    },
  },
  'POST /user/role/list': {
    summary: 'Roles, paged',
    reply: {
      rows: z.object({
        id: z.number(),
        name: z.string(),
        menus: z.array(z.string()),
        status: z.number(),
        createTime: z.string(),
      }),
    },
  },
  'POST /user/role/add': { summary: 'Add a role', reply: { data: z.object({ id: z.number() }) } },
  'POST /user/role/edit': { summary: 'Edit a role', reply: { data: z.null() } },
  'POST /user/role/delete/{id}': { summary: 'Delete a role', reply: { data: z.null() } },
  'POST /user/team/list': {
    summary: 'Team members, paged',
    reply: {
      rows: z.object({
        id: z.number(),
        userName: z.string(),
        email: z.string(),
        phonenumber: z.string(),
        countryId: z.number(),
        roleId: z.number().nullable(),
        roleName: z.string(),
        remark: z.string(),
        status: z.number(),
        createTime: z.string(),
      }),
    },
  },
  'POST /user/team/add': {
    summary: 'Add a team member',
    reply: { data: z.object({ id: z.number() }) },
  },
  'POST /user/team/edit': { summary: 'Edit a team member', reply: { data: z.null() } },
  'POST /user/team/resetPwd': {
    summary: "Reset a team member's password",
    reply: { data: z.null() },
  },
  'POST /user/team/delete/{id}': { summary: 'Delete a team member', reply: { data: z.null() } },
  'POST /user/team/menus': {
    summary: 'The permission names of the signed-in user, as a JSON string',
    reply: { data: z.string() },
  },
  'POST /user/auth': { reply: { data: kycStatusView } },
  'POST /user/auth/save': { reply: { data: z.object({ id: z.number() }) } },
  'POST /user/startAuth/{id}': { reply: { data: kycStatusView } },
  'POST /common/appConfig': {
    summary: 'Settings the web app needs at start',
    reply: { data: z.object({ chatUrl: z.string().nullable(), devOutbox: z.boolean() }) },
  },
};
