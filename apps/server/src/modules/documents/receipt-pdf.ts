import {
  documentTime,
  formatDecimalMoneyText,
  printedDocumentCode,
  timeZoneLabel,
} from '@pesa/domain';
import type { Lang } from '../../i18n/language.ts';
import { documentWords as w } from './document-words.ts';
import { drawQr, MARGIN, MUTED, newPdf } from './pdf-page.ts';

/** What a receipt prints, already chosen and masked by the service (docs/documents.md). */
export interface ReceiptFacts {
  sn: string;
  topUp: boolean;
  kind: string;
  status: string;
  method: string;
  from: { name: string; account: string | null };
  to: { name: string; account: string | null };
  currencyCode: string;
  amount: string;
  fee: string | null;
  tax: string | null;
  total: string | null;
  rate: string | null;
  received: { amount: string; currencyCode: string } | null;
  railReference: string | null;
  failReason: string | null;
  createTime: string;
  finalTime: string;
  timeZone: string;
  code: string;
  verifyUrl: string;
}

/** The receipt of one final order as a PDF stream; one page. */
export function receiptPdf(facts: ReceiptFacts, lang: Lang): PDFKit.PDFDocument {
  const title = (facts.topUp ? w.topUpReceipt : w.receipt)[lang];
  const doc = newPdf(`${title} ${facts.sn}`);
  const width = doc.page.width - MARGIN * 2;
  const time = (iso: string) => `${documentTime(iso, facts.timeZone)}`;
  const money = (decimal: string | null) =>
    decimal && formatDecimalMoneyText(decimal, facts.currencyCode);

  doc.fontSize(11).fillColor(MUTED).text(w.brand[lang]);
  doc.fontSize(20).fillColor('#000000').text(title);
  doc.moveDown(0.3).fontSize(16).text(money(facts.amount)!);
  doc.fontSize(12).text(facts.status);
  doc.moveDown(0.8);

  const rows: Array<[string, string | null]> = [
    [w.orderNo[lang], facts.sn],
    [w.railReference[lang], facts.railReference],
    [w.type[lang], facts.kind],
    [w.method[lang], facts.method],
    [w.from[lang], party(facts.from)],
    [w.to[lang], party(facts.to)],
    [w.amount[lang], money(facts.amount)],
    [w.fee[lang], money(facts.fee)],
    [w.tax[lang], money(facts.tax)],
    [w.total[lang], money(facts.total)],
    [w.rate[lang], facts.rate],
    [
      w.received[lang],
      facts.received && formatDecimalMoneyText(facts.received.amount, facts.received.currencyCode),
    ],
    [w.reason[lang], facts.failReason],
    [w.created[lang], time(facts.createTime)],
    [w.completed[lang], time(facts.finalTime)],
    [w.timesIn[lang], timeZoneLabel(facts.timeZone)],
  ];
  const labelWidth = 150;
  for (const [label, value] of rows) {
    if (value === null || value === '') continue;
    const y = doc.y;
    doc.fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    doc.fillColor('#000000').text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.4);
  }

  // The verification block: the code and a QR code of the public verify page.
  const top = doc.y + 20;
  drawQr(doc, facts.verifyUrl, MARGIN, top, 96);
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(w.verifyCode[lang], MARGIN + 112, top);
  doc
    .fontSize(14)
    .fillColor('#000000')
    .text(printedDocumentCode(facts.code), MARGIN + 112);
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(w.verifyHint[lang], MARGIN + 112, doc.y + 4, {
      width: width - 112,
    });
  doc.fillColor('#000000').text(facts.verifyUrl, { width: width - 112 });
  doc.end();
  return doc;
}

const party = (p: { name: string; account: string | null }) =>
  p.account ? `${p.name} (${p.account})` : p.name;
