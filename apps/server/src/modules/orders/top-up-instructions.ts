import type { OrderRow } from './orders.repository.ts';

/**
 * What the customer does next for each top-up route. The account numbers and shops are the
 * operator's published collection details (SPEC §9 calls the ones shown illustrative); the
 * reference ties the deposit to this order.
 */
export function topUpInstructions(order: Pick<OrderRow, 'sn' | 'pay_type'>, accountNo: string) {
  const reference = order.sn;
  switch (order.pay_type) {
    case 502:
      return { kind: 'stkPush', reference, steps: ['stkPushPrompt', 'stkPushPin'] };
    case 503:
      return {
        kind: 'bank',
        reference,
        bank: {
          bankName: 'Equity Bank Kenya',
          accountName: 'PesaBridge Client Collections',
          accountNumber: '0180299011223',
          branch: 'Upper Hill, Nairobi',
          swift: 'EQBLKENA',
        },
        steps: ['bankTransfer', 'bankReference'],
      };
    case 505:
      return {
        kind: 'paybill',
        reference,
        paybill: { businessNumber: '522533', accountNumber: accountNo },
        steps: ['paybillMenu', 'paybillAccount'],
      };
    case 504:
    case 300:
      return {
        kind: 'cash',
        reference,
        shops: [
          {
            name: 'PesaBridge Agent — Moi Avenue',
            address: 'Moi Avenue, Nairobi CBD',
            hours: 'Mon–Sat 08:00–18:00',
          },
          {
            name: 'PesaBridge Agent — Westlands',
            address: 'Woodvale Grove, Westlands, Nairobi',
            hours: 'Mon–Sat 09:00–17:00',
          },
          {
            name: 'PesaBridge Agent — Eastleigh',
            address: 'First Avenue, Eastleigh, Nairobi',
            hours: 'Mon–Sun 08:00–19:00',
          },
        ],
        steps: ['cashShop', 'cashReference'],
      };
    default:
      return { kind: 'offline', reference, steps: ['offlineReview'] };
  }
}
