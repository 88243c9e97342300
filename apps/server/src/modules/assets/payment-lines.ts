import { formatMinor } from '@pesa/domain';

/** One ledger posting on a customer's wallet, as the history reads it. */
export interface PostingLine<Party = unknown> {
  id: number;
  createTime: string;
  entryType: string;
  reference: string;
  description: string;
  wallet: string;
  currencyId: number;
  currencyCode: string;
  decimals: number;
  amountMinor: bigint;
  counterparty: Party | null;
}

/**
 * A send posts three lines on a customer's wallets: the hold (spendable wallet out, on-hold in)
 * and the payout (on-hold out), or a return instead. A person thinks of one payment, so the
 * history shows one line per reference and currency, its postings inside (issue 33):
 * - its wallet is the first spendable one it touched (domestic or cross-border), its amount what
 *   that wallet gained or lost: held money already counts as gone, a returned hold nets to zero,
 *   and a move between one's own wallets shows what left the first (the other side is inside);
 *   a group on the on-hold wallet alone (that filter) sums the on-hold wallet;
 * - its time is when it began;
 * - its entry type (and counterparty) is the latest posting's, which tells where it stands.
 * `postings` come oldest first; the lines keep the order of `order` (a list of group keys).
 */
export function paymentLines<Party>(
  postings: readonly PostingLine<Party>[],
  order: readonly string[],
) {
  const groups = new Map<string, PostingLine<Party>[]>();
  for (const posting of postings) {
    const key = groupKey(posting.reference, posting.currencyId);
    groups.set(key, [...(groups.get(key) ?? []), posting]);
  }
  return order.flatMap((key) => {
    const group = groups.get(key);
    return group ? [lineOf(group)] : [];
  });
}

export const groupKey = (reference: string, currencyId: number) => `${reference}\n${currencyId}`;

function lineOf<Party>(group: PostingLine<Party>[]) {
  const first = group[0]!;
  const latest = group[group.length - 1]!;
  const wallet = group.find((p) => p.wallet !== 'on_hold')?.wallet ?? first.wallet;
  const sum = group
    .filter((p) => p.wallet === wallet)
    .reduce((total, p) => total + p.amountMinor, 0n);
  return {
    id: first.id,
    createTime: first.createTime,
    entryType: latest.entryType,
    reference: first.reference,
    description: latest.description,
    wallet,
    currencyId: first.currencyId,
    currencyCode: first.currencyCode,
    amount: formatMinor(sum, first.decimals),
    counterparty: latest.counterparty ?? first.counterparty,
    movements: group.map((p) => ({
      id: p.id,
      createTime: p.createTime,
      entryType: p.entryType,
      wallet: p.wallet,
      amount: formatMinor(p.amountMinor, p.decimals),
    })),
  };
}
