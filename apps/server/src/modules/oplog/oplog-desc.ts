import type { Lang } from '../../i18n/language.ts';
import { isOplogEventType, renderOplog, type OplogParams } from '../../i18n/oplog-messages.ts';

/** `operation_logs.event_desc` is varchar(500). */
export const DESC_MAX = 500;
// Tried in turn until the JSON fits; ids and codes are short, so only free text gets cut.
const VALUE_LIMITS = [200, 100, 50, 20, 0];

function clip(value: string, limit: number): string {
  const chars = Array.from(value); // whole characters, so no emoji is split in half
  if (chars.length <= limit) return value;
  return limit === 0 ? '' : `${chars.slice(0, limit - 1).join('')}…`;
}

/** The event's facts as stored: JSON that always fits the column. */
export function encodeDesc(params: OplogParams): string {
  for (const limit of VALUE_LIMITS) {
    const json = JSON.stringify(
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? clip(v, limit) : v]),
      ),
    );
    if (json.length <= DESC_MAX) return json;
  }
  return '{}';
}

/** The facts of a row written as JSON, or null for a sentence stored by an older version. */
export function decodeDesc(stored: string): OplogParams | null {
  if (!stored.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    const plain = entries.every(([, v]) => typeof v === 'string' || typeof v === 'number');
    return plain ? (value as OplogParams) : null;
  } catch {
    return null;
  }
}

/** The Details text of a row in the reader's language; anything else is shown as stored. */
export function describeEvent(eventType: string, stored: string, lang: Lang): string {
  const params = decodeDesc(stored);
  if (!params || !isOplogEventType(eventType)) return stored;
  return renderOplog(eventType, params, lang);
}
