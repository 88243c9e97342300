/**
 * CSV text (RFC 4180) that is safe to open in a spreadsheet. A cell beginning with = + - @ (or a
 * tab or carriage return) would run as a formula in Excel or LibreOffice, and an audit detail or
 * notice title is operator-typed text: such a cell gets a leading apostrophe, which spreadsheets
 * show as text (OWASP "CSV injection"). Cells with a quote, comma or line break are quoted.
 * The API service's order export applies the same rule; modules reach each other only through
 * their services, so each keeps its own few lines.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
