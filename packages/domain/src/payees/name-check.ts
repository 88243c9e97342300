import { jaroWinkler } from '@skyra/jaro-winkler';
import anyAscii from 'any-ascii';

/**
 * The grades of a name check before paying (docs/name-check.md), after the UK's Confirmation of
 * Payee: MATCH (the names are the same), CLOSE_MATCH (the same person written another way; the
 * registered name may be shown), NO_MATCH (the registered name is never shown), UNAVAILABLE (the
 * rail has no look-up, or did not answer).
 */
export const NAME_CHECK_RESULTS = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'UNAVAILABLE'] as const;
export type NameCheckResult = (typeof NAME_CHECK_RESULTS)[number];

/** Two words at least this similar (Jaro-Winkler) are one word with a small typo. */
export const TYPO_SIMILARITY = 0.9;
/** Shorter words are too short for a typo to be told from another name. */
const TYPO_MIN_LENGTH = 4;

/** Titles and company forms that say nothing about who is paid. */
const NOISE = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'ltd', 'limited', 'plc']);

/** Spaces collapsed: the only difference MATCH forgives. */
function spaced(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * A name's words in one alphabet: transliterated to ASCII (accents dropped, Chinese as pinyin),
 * lower case, apostrophes joined (Ng'ang'a), other punctuation a break, titles left out.
 */
export function nameWords(name: string): string[] {
  return anyAscii(name.normalize('NFC'))
    .replace(/([a-z])([A-Z])/g, '$1 $2') // any-ascii writes 王小明 as WangXiaoMing
    .toLowerCase()
    .replace(/['`’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !NOISE.has(word));
}

type Pairing = 'same' | 'initial' | 'typo';

/** How two words can stand for each other, best first; null when they cannot. */
function pairing(a: string, b: string): Pairing | null {
  if (a === b) return 'same';
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return 'initial';
  if (Math.min(a.length, b.length) >= TYPO_MIN_LENGTH && jaroWinkler(a, b) >= TYPO_SIMILARITY)
    return 'typo';
  return null;
}

const RANK: Record<Pairing, number> = { same: 0, initial: 1, typo: 2 };

/**
 * Pairs every word of the shorter name with a different word of the longer one, in any order,
 * each with its best partner still free (exact words first, so a typo never takes a word that
 * another word matches exactly). Null when a word finds no partner.
 */
function pairAll(shorter: string[], longer: string[]): Pairing[] | null {
  const free = longer.map(() => true);
  const found: Pairing[] = [];
  const order = [...shorter].sort(
    (a, b) => Number(longer.includes(b)) - Number(longer.includes(a)) || b.length - a.length,
  );
  for (const word of order) {
    let best = -1;
    let bestPairing: Pairing | null = null;
    longer.forEach((other, index) => {
      if (!free[index]) return;
      const p = pairing(word, other);
      if (p && (!bestPairing || RANK[p] < RANK[bestPairing])) {
        best = index;
        bestPairing = p;
      }
    });
    if (!bestPairing) return null;
    free[best] = false;
    found.push(bestPairing);
  }
  return found;
}

/**
 * Grades the name the payer typed against the name the rail holds (null: the rail cannot say).
 * MATCH: the same text, spaces aside. CLOSE_MATCH: the same words in another case, alphabet or
 * order; a middle name left out (two words at least still pair); initials for all but one word;
 * at most one word with a small typo, beside at least one word written the same; or the same letters spaced otherwise (Chinese names).
 * Anything else is NO_MATCH. Symmetric: which side is longer does not matter.
 */
export function gradeName(typed: string, registered: string | null): NameCheckResult {
  if (registered === null || !spaced(registered)) return 'UNAVAILABLE';
  if (spaced(typed) === spaced(registered)) return 'MATCH';
  const a = nameWords(typed);
  const b = nameWords(registered);
  if (!a.length || !b.length) return 'NO_MATCH';
  if (a.join('') === b.join('')) return 'CLOSE_MATCH';
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  // One word alone (a first name) says too little unless the other name is one word too.
  if (shorter.length === 1 && longer.length > 1) return 'NO_MATCH';
  const pairs = pairAll(shorter, longer);
  if (!pairs) return 'NO_MATCH';
  const same = pairs.filter((p) => p === 'same').length;
  const typos = pairs.filter((p) => p === 'typo').length;
  // Initials and a typo lean on at least one word written in full (a one-word name aside).
  if (typos > 1 || (same === 0 && longer.length > 1)) return 'NO_MATCH';
  return 'CLOSE_MATCH';
}

/**
 * A grade never blocks a payment by itself, but a mismatch is paid only once the sender has said
 * they checked the details (an explicit confirmation; docs/name-check.md).
 */
export function needsNameConfirmation(result: NameCheckResult | undefined, confirmed?: boolean) {
  return result === 'NO_MATCH' && confirmed !== true;
}
