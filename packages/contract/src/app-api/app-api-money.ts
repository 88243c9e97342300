import { z } from 'zod';
import type { AppOperationEntry } from './app-api-types.ts';
import {
  orderView,
  virtualAccountView,
  fxQuoteView,
  fxConversionView,
  orderDetailView,
  orderFactsView,
  exchangeAccountView,
  contractWorkerView,
  fundingInstructions,
} from './app-api-shared-replies.ts';

/** Orders, top-ups, conversions, balances and the accounts that feed them. */
export const MONEY_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /account/transactions': {
    summary: 'Transaction history, paged',
    reply: {
      rows: z.object({
        id: z.number(),
        createTime: z.string(),
        entryType: z.string(),
        reference: z.string(),
        description: z.string(),
        wallet: z.string(),
        currencyId: z.number(),
        currencyCode: z.string(),
        amount: z.string(),
        /**
         * The other customer of a movement between two: an agent's cash deposit (`cash_in`: the
         * agent on the customer's row, the customer on the agent's) or a wallet send
         * (`wallet_send`, `wallet_send_correction`: the sender on the recipient's row, the
         * recipient on the sender's); null on every other movement.
         */
        counterparty: z
          .object({
            role: z.enum(['agent', 'customer', 'sender', 'recipient']),
            name: z.string().nullable(),
            accountNo: z.string(),
          })
          .nullable(),
        /**
         * With `view: "payments"`: the ledger postings the row sums up (a send's hold, its payout
         * or return), oldest first; the row's wallet is the first spendable one touched and its
         * amount what that wallet gained or lost (held money counts as gone), its entry type the
         * latest posting's.
         */
        movements: z
          .array(
            z.object({
              id: z.number(),
              createTime: z.string(),
              entryType: z.string(),
              wallet: z.string(),
              amount: z.string(),
            }),
          )
          .optional(),
      }),
    },
  },
  'POST /agent/cashIn/lookup': {
    summary: 'Agent: look up the customer of a cash deposit',
    reply: {
      data: z.object({
        /** Masked: the last four digits. */
        accountNo: z.string(),
        /** The verified (or nick) name, masked; null when the account has none yet. */
        name: z.string().nullable(),
        countryId: z.number(),
      }),
    },
  },
  'POST /agent/cashIn/create': {
    summary: 'Agent: credit a customer’s wallet from the agent’s float',
    reply: { data: orderView },
  },
  'POST /account/rechargeHistory/list': {
    summary: 'Top-up history, paged',
    reply: { rows: orderFactsView },
  },
  'POST /account/assets': {
    summary: 'Balances per currency',
    reply: {
      data: z.array(
        z.object({
          currencyId: z.number(),
          currencyCode: z.string(),
          total: z.string().nullable(),
          domestic: z.string().nullable(),
          crossBorder: z.string().nullable(),
          onHold: z.string().nullable(),
        }),
      ),
    },
  },
  'POST /cobo/address': {
    summary: 'A crypto deposit address',
    reply: { data: z.object({ coin: z.string(), address: z.string(), scope: z.number() }) },
  },
  'POST /cobo/deposits': {
    summary: 'Crypto deposits, paged',
    reply: {
      rows: z.object({
        coin: z.string(),
        address: z.string(),
        scope: z.number().nullable(),
        txid: z.string(),
        voutN: z.number(),
        amount: z.string(),
        confirmedNum: z.number(),
        currencyId: z.number(),
        currencyCode: z.string(),
        creditedAmount: z.string(),
        sn: z.string().nullable(),
        createTime: z.string(),
        creditTime: z.string(),
      }),
    },
  },
  'POST /fx/quote': { summary: 'Quote a conversion', reply: { data: fxQuoteView } },
  'POST /fx/convert': { summary: 'Convert at a quote', reply: { data: fxConversionView } },
  'POST /fx/history': { summary: 'Conversions, paged', reply: { rows: fxConversionView } },
  'POST /account/fundCrossBorder/quote': {
    summary: 'Quote funding the cross-border wallet',
    reply: {
      data: z.union([
        fxQuoteView,
        z.object({
          quoteId: z.null(),
          fromCurrencyId: z.number(),
          toCurrencyId: z.number(),
          amount: z.string(),
          toAmount: z.string(),
          rate: z.string(),
          lockSeconds: z.null(),
          expireTime: z.null(),
        }),
      ]),
    },
  },
  'POST /account/fundCrossBorder/create': {
    summary: 'Fund the cross-border wallet',
    reply: { data: orderView },
  },
  'POST /order/quote': {
    summary: 'Price a send before making it',
    reply: {
      data: z.object({
        amount: z.string(),
        netFeeAmount: z.string(),
        taxFee: z.string(),
        payAmount: z.string(),
        rate: z.string(),
        toCurrencyId: z.number(),
        toAmount: z.string(),
        receivedAmount: z.string(),
        expireTime: z.string(),
      }),
    },
  },
  'POST /order/create': { summary: 'Make a send order', reply: { data: orderView } },
  'POST /order/cancel/{sn}': {
    summary: 'Cancel an order still awaiting review',
    reply: { data: orderDetailView },
  },
  'POST /order/list': { summary: 'Orders, paged', reply: { rows: orderFactsView } },
  'POST /order/detail/{sn}': {
    summary: 'One order with its timeline',
    reply: { data: orderDetailView },
  },
  'POST /recharge/create': {
    summary: 'Start a top-up and get how to pay it',
    reply: {
      data: z.object({
        instructions: fundingInstructions,
        sn: z.string(),
        type: z.number(),
        scope: z.number(),
        status: z.number(),
        payType: z.number(),
        currencyId: z.number(),
        currencyCode: z.string(),
        amount: z.string().nullable(),
        netFeeAmount: z.string().nullable(),
        taxFee: z.string().nullable(),
        payAmount: z.string().nullable(),
        rate: z.string().nullable(),
        toCurrencyId: z.number().nullable(),
        toCurrencyCode: z.string(),
        toAmount: z.string().nullable(),
        receivedAmount: z.string().nullable(),
        payeeId: z.number().nullable(),
        payeeName: z.string().nullable(),
        payeeAccount: z.string().nullable(),
        phonenumber: z.string().nullable(),
        transactionReason: z.string().nullable(),
        fundsPurpose: z.string().nullable(),
        senderAddress: z.string().nullable(),
        exchangeFile: z.string().nullable(),
        detailFile: z.string().nullable(),
        contractFile: z.string().nullable(),
        contractWorker: z.number().nullable(),
        contractWorkerName: z.string().nullable(),
        proofFile: z.string().nullable(),
        remark: z.string().nullable(),
        thirdOrderNo: z.string().nullable(),
        failReason: z.string().nullable(),
        createTime: z.string(),
        updateTime: z.string(),
        payoutTime: z.string().nullable(),
        auditTime: z.string().nullable(),
      }),
    },
  },
  'POST /va/apply': { reply: { data: z.object({ id: z.number() }) } },
  'POST /va/list': { reply: { rows: virtualAccountView } },
  'POST /user/exchangeAccount/list': { reply: { rows: exchangeAccountView } },
  'POST /user/exchangeAccount/add': { reply: { data: z.object({ id: z.number() }) } },
  'POST /user/exchangeAccount/edit': { reply: { data: z.null() } },
  'POST /user/ContractWorker/handle': { reply: { data: z.object({ id: z.number() }) } },
  'GET /user/ContractWorker/info/{id}': { reply: { data: contractWorkerView } },
  'POST /user/ContractWorker/list': { reply: { rows: contractWorkerView } },
};
