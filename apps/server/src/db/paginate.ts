import { sql, type SelectQueryBuilder } from 'kysely';
import { toNumber } from './bigint.ts';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/**
 * Every paged list answers `{rows, total}` (SPEC §7): the filtered rows are counted, then one page
 * of them is read in the order `select` gives. `filtered` carries only the FROM and WHERE parts,
 * so the count and the page can never disagree on the filter.
 */
/** What `select` returns: a query that can be cut to a page (it may join more tables). */
interface PageableQuery<O> {
  limit(limit: number): PageableQuery<O>;
  offset(offset: number): PageableQuery<O>;
  execute(): Promise<O[]>;
}

export async function paginate<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: PageRequest,
  select: (query: SelectQueryBuilder<DB, TB, object>) => PageableQuery<O>,
): Promise<{ rows: O[]; total: number }> {
  // Generic over the table, so TypeScript cannot name the alias' type; the value is a count.
  const counted = (await filtered
    .select(sql<number | string | bigint>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string | bigint };
  const rows = await select(filtered)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
    .execute();
  return { rows, total: toNumber(counted.total) };
}
