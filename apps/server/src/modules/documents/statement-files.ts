import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  formatDecimalMoneyText,
  groupedDecimal,
  printedDocumentCode,
  timeZoneLabel,
} from '@pesa/domain';
import type { Lang } from '../../i18n/language.ts';
import { csvLine, defusedText } from '../../plugins/csv-file.ts';
import { documentWords as w } from './document-words.ts';
import { drawQr, MARGIN, MUTED, newPdf } from './pdf-page.ts';

/** The statement's head, known before its rows are read (docs/documents.md, "Statements"). */
export interface StatementSummary {
  holder: string;
  accountNo: string;
  wallet: string;
  currencyCode: string;
  period: string;
  issued: string;
  timeZone: string;
  opening: string;
  closing: string;
  credits: string;
  debits: string;
  count: number;
  code: string;
  verifyUrl: string;
}

/** One entry as printed: its time in the zone, what it was, and the balance after it. */
export interface StatementLine {
  time: string;
  movement: string;
  reference: string;
  amount: string;
  balance: string;
}

const heads = (lang: Lang) =>
  [w.time, w.movement, w.reference, w.amount, w.balance].map((t) => t[lang]);

/** How a head figure is written: plain for a spreadsheet to read, with its code on paper. */
type HeadMoney = (s: StatementSummary, decimal: string) => string;
const plain: HeadMoney = (_s, decimal) => decimal;
const printed: HeadMoney = (s, decimal) => formatDecimalMoneyText(decimal, s.currencyCode);

/** Head lines as label/value pairs, the same in every format. */
const headPairs = (
  s: StatementSummary,
  lang: Lang,
  money: HeadMoney = plain,
): Array<[string, string]> => [
  [w.holder[lang], s.holder],
  [w.accountNo[lang], s.accountNo],
  [w.wallet[lang], `${s.wallet} ${s.currencyCode}`],
  [w.period[lang], s.period],
  [w.timesIn[lang], timeZoneLabel(s.timeZone)],
  [w.opening[lang], money(s, s.opening)],
  [w.moneyIn[lang], money(s, s.credits)],
  [w.moneyOut[lang], money(s, s.debits)],
  [w.closing[lang], money(s, s.closing)],
  [w.entries[lang], String(s.count)],
  [w.issued[lang], s.issued],
  [w.verifyCode[lang], printedDocumentCode(s.code)],
];

/** CSV: the head as label,value lines, a blank line, then the entries (formula-safe cells). */
export function statementCsv(s: StatementSummary, lines: AsyncIterable<StatementLine>, lang: Lang) {
  async function* text() {
    yield `\uFEFF${w.statement[lang]}\r\n`;
    for (const pair of headPairs(s, lang)) yield csvLine(pair);
    yield `\r\n${csvLine(heads(lang))}`;
    for await (const l of lines)
      yield csvLine([l.time, l.movement, l.reference, l.amount, l.balance]);
  }
  return Readable.from(text());
}

/** XLSX written row by row with exceljs's streaming writer: each row leaves memory once written. */
export function statementXlsx(
  s: StatementSummary,
  lines: AsyncIterable<StatementLine>,
  lang: Lang,
) {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet(w.statement[lang]);
  sheet.columns = [{ width: 22 }, { width: 30 }, { width: 28 }, { width: 16 }, { width: 16 }];
  const amount = (decimal: string) => Number(decimal);
  void (async () => {
    sheet.addRow([w.statement[lang]]).commit();
    for (const [label, value] of headPairs(s, lang))
      sheet.addRow([label, defusedText(value)]).commit();
    sheet.addRow([]).commit();
    sheet.addRow(heads(lang)).commit();
    for await (const l of lines)
      sheet
        .addRow([
          l.time,
          defusedText(l.movement),
          defusedText(l.reference),
          amount(l.amount),
          amount(l.balance),
        ])
        .commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** What pdfkit may hold unread before the rows wait for the client (pdfkit ignores backpressure). */
const PDF_BUFFER_LIMIT = 256 * 1024;

/** Waits while the client reads slower than the rows are drawn; stops waiting once it has gone. */
async function drained(doc: PDFKit.PDFDocument) {
  while (doc.readableLength > PDF_BUFFER_LIMIT && !doc.destroyed)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * pdfkit's embedded font caches the layout of every word it has set, for the document's life: a
 * statement's times and references are nearly all different, so the cache would grow with the
 * entries. Emptied at each page, it holds one page's words (docs/documents.md, "Bounded memory").
 */
function forgetLayouts(doc: PDFKit.PDFDocument) {
  const font = (doc as unknown as { _font?: { layoutCache?: object } })._font;
  if (font?.layoutCache) font.layoutCache = Object.create(null) as object;
}

/** PDF: the head and QR code on page one, then the entries as a table across as many pages. */
export function statementPdf(s: StatementSummary, lines: AsyncIterable<StatementLine>, lang: Lang) {
  const doc = newPdf(`${w.statement[lang]} ${s.currencyCode} ${s.period}`);
  const bottom = doc.page.height - MARGIN;
  const columns = [
    { x: MARGIN, width: 95 },
    { x: MARGIN + 100, width: 140 },
    { x: MARGIN + 245, width: 110 },
    { x: MARGIN + 360, width: 65, align: 'right' as const },
    { x: MARGIN + 430, width: 65, align: 'right' as const },
  ];
  const row = (cells: string[], color = '#000000') => {
    if (doc.y + 14 > bottom) {
      doc.addPage();
      forgetLayouts(doc);
      doc.y = MARGIN;
    }
    const y = doc.y;
    doc.fontSize(8).fillColor(color);
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i]!.x, y, {
        width: columns[i]!.width,
        align: columns[i]!.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      }),
    );
    doc.y = y + 14;
  };

  doc.fontSize(11).fillColor(MUTED).text(w.brand[lang]);
  doc.fontSize(20).fillColor('#000000').text(w.statement[lang]);
  doc.moveDown(0.5);
  const top = doc.y;
  for (const [label, value] of headPairs(s, lang, printed)) {
    const y = doc.y;
    doc.fontSize(9).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc.fillColor('#000000').text(value, MARGIN + 115, y, { width: 250 });
    doc.moveDown(0.2);
  }
  const after = doc.y;
  drawQr(doc, s.verifyUrl, doc.page.width - MARGIN - 96, top, 96);
  doc.fontSize(7).fillColor(MUTED);
  doc.text(w.verifyHint[lang], doc.page.width - MARGIN - 130, top + 100, { width: 130 });
  doc.text(s.verifyUrl, { width: 130 });
  doc.y = Math.max(after, doc.y) + 14;
  doc.x = MARGIN;

  void (async () => {
    row(heads(lang), MUTED);
    row(['', w.opening[lang], '', '', groupedDecimal(s.opening)]);
    let any = false;
    for await (const l of lines) {
      any = true;
      row([l.time, l.movement, l.reference, groupedDecimal(l.amount), groupedDecimal(l.balance)]);
      await drained(doc);
    }
    if (!any) row(['', w.noEntries[lang], '', '', '']);
    row(['', w.closing[lang], '', '', groupedDecimal(s.closing)]);
    doc.end();
  })().catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}
