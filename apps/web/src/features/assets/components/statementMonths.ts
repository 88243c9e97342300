/** A day as the date inputs hold it (YYYY-MM-DD), in the user's own calendar. */
export const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The month `back` months before today's: its first and last day (today for this month). */
export function monthRange(today: Date, back: number) {
  const first = new Date(today.getFullYear(), today.getMonth() - back, 1);
  const last = back === 0 ? today : new Date(first.getFullYear(), first.getMonth() + 1, 0);
  return { first, from: day(first), to: day(last) };
}

/** A monthly statement is one pick: this month and the eleven before it. */
export const MONTHS = Array.from({ length: 12 }, (_, back) => back);
