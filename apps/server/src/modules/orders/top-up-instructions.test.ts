import { describe, expect, it } from 'vitest';
import {
  collectionPointMissing,
  topUpInstructions,
  type CollectionPoints,
} from './top-up-instructions.ts';

const tanzania: CollectionPoints = {
  accounts: [
    {
      payType: 503,
      institution: 'CRDB Bank',
      accountName: 'PesaBridge Tanzania Client Collections',
      accountNumber: '0150386512700',
      branch: 'Azikiwe Street Branch, Dar es Salaam',
      swift: 'CORUTZTZ',
    },
  ],
  shops: [{ name: 'Kariakoo', address: 'Msimbazi Street', hours: 'Mon–Sat' }],
};

describe('top-up instructions', () => {
  it('name the bank account of the country and currency given', () => {
    expect(topUpInstructions({ sn: 'R1', pay_type: 503 }, 'A1', tanzania)).toMatchObject({
      kind: 'bank',
      reference: 'R1',
      bank: { bankName: 'CRDB Bank', swift: 'CORUTZTZ' },
    });
  });

  it('treat every wallet push as a prompt on the phone', () => {
    for (const payType of [502, 7, 6, 5, 3])
      expect(topUpInstructions({ sn: 'R1', pay_type: payType }, 'A1', tanzania).kind).toBe(
        'stkPush',
      );
  });

  it('list the shops for cash, and know when a route has nowhere to pay', () => {
    expect(topUpInstructions({ sn: 'R1', pay_type: 300 }, 'A1', tanzania).shops).toHaveLength(1);
    expect(collectionPointMissing(503, tanzania)).toBe(false);
    expect(collectionPointMissing(505, tanzania)).toBe(true);
    expect(collectionPointMissing(504, { accounts: [], shops: [] })).toBe(true);
    expect(collectionPointMissing(7, { accounts: [], shops: [] })).toBe(false);
  });
});
