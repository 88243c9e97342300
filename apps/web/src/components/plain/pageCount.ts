/** How many pages `total` rows fill at `pageSize` a page; an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
