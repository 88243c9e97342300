import { z } from 'zod';
import { apiModeField } from '../schemas/api-service.ts';
import type { AppOperationEntry } from './app-api-types.ts';
import {
  apiOrderView,
  bankDetails,
  apiAccessView,
  fundingInstructions,
} from './app-api-shared-replies.ts';

/** The API service screens of the web app (/user/userApi/*). */
export const API_SERVICE_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /user/userApi/save': { reply: { data: apiAccessView } },
  'POST /user/userApi/info': { reply: { data: apiAccessView } },
  'POST /user/userApi/refresh': { reply: { data: apiAccessView } },
  'POST /user/userApi/secret': {
    reply: {
      data: z.object({
        mode: apiModeField,
        accessKey: z.string(),
        accessSecret: z.string(),
      }),
    },
  },
  'POST /user/userApi/dashboard': {
    reply: {
      data: z.object({
        balances: z.array(
          z.object({
            accountType: z.number(),
            currencyId: z.number(),
            currencyCode: z.string(),
            balance: z.string(),
          }),
        ),
        recent: z.array(apiOrderView),
        volume: z.array(
          z.object({ date: z.string(), currencyId: z.number(), c2b: z.string(), b2c: z.string() }),
        ),
      }),
    },
  },
  'POST /user/userApi/orders/list': { reply: { rows: apiOrderView } },
  'POST /user/userApi/recharge/instructions': {
    reply: {
      data: z.object({
        currencyId: z.number(),
        currencyCode: z.string(),
        reference: z.string(),
        methods: z.array(
          z.union([
            z.object({
              kind: z.string(),
              reference: z.string(),
              steps: z.array(z.string()),
              payType: z.union([z.literal(200), z.literal(503)]),
            }),
            z.object({
              kind: z.string(),
              reference: z.string(),
              bank: bankDetails,
              steps: z.array(z.string()),
              payType: z.union([z.literal(200), z.literal(503)]),
            }),
            z.object({
              kind: z.string(),
              reference: z.string(),
              paybill: z.object({ businessNumber: z.string(), accountNumber: z.string() }),
              steps: z.array(z.string()),
              payType: z.union([z.literal(200), z.literal(503)]),
            }),
            z.object({
              kind: z.string(),
              reference: z.string(),
              shops: z.array(
                z.object({ name: z.string(), address: z.string(), hours: z.string() }),
              ),
              steps: z.array(z.string()),
              payType: z.union([z.literal(200), z.literal(503)]),
            }),
          ]),
        ),
      }),
    },
  },
  'POST /user/userApi/recharge': {
    reply: {
      data: z.object({
        instructions: fundingInstructions,
        id: z.number(),
        mode: z.enum(['test', 'live']),
        payType: z.number(),
        currencyCode: z.string(),
        taxFee: z.string(),
        fromAccountType: z.number().nullable(),
        toAccountType: z.number().nullable(),
        recipient: z.string().nullable(),
        recipientName: z.string().nullable(),
        remark: z.string(),
        auditStatus: z.number().nullable(),
        auditTime: z.string().nullable(),
        companyInfo: z.string().nullable(),
        failReason: z.string().nullable(),
        sn: z.string(),
        merchantOrderNo: z.string().nullable(),
        kind: z.enum(['payout', 'collect', 'recharge', 'transfer', 'cashOut']),
        status: z.number(),
        payoutStatus: z.number().nullable(),
        currencyId: z.number(),
        amount: z.string(),
        feeAmount: z.string(),
        createTime: z.string(),
        updateTime: z.string(),
        oppoAccountId: z.string().nullable(),
        oppoAccountName: z.string().nullable(),
        oppoBankName: z.string().nullable(),
        paymentChannel: z.string().nullable(),
        transactionNarrative: z.string().nullable(),
        externalTxId: z.string().nullable(),
      }),
    },
  },
  'POST /user/userApi/cashOut/quote': {
    reply: { data: z.object({ amount: z.string(), feeAmount: z.string(), total: z.string() }) },
  },
  'POST /user/userApi/cashOut': { reply: { data: apiOrderView } },
  'POST /user/userApi/orders/cancel': { reply: { data: apiOrderView } },
  'POST /user/userApi/sandbox/topUp': { reply: { data: apiOrderView } },
  'POST /user/userApi/webhooks/list': {
    reply: {
      rows: z.object({
        eventId: z.string(),
        eventType: z.string(),
        livemode: z.boolean(),
        sn: z.string(),
        merchantOrderNo: z.string().nullable(),
        status: z.enum(['failed', 'pending', 'delivered']),
        attempts: z.number(),
        lastStatusCode: z.number().nullable(),
        lastError: z.string().nullable(),
        nextAttemptTime: z.string().nullable(),
        createTime: z.string(),
        deliveredTime: z.string().nullable(),
      }),
    },
  },
  'POST /user/userApi/webhooks/attempts': {
    reply: {
      data: z.array(
        z.object({
          attempt: z.number(),
          statusCode: z.number().nullable(),
          error: z.string().nullable(),
          createTime: z.string(),
        }),
      ),
    },
  },
  'POST /user/userApi/webhooks/resend': { reply: { data: z.null() } },
  'POST /user/userApi/transfer': { reply: { data: apiOrderView } },
};
