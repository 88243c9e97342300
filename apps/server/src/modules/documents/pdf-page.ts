import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * Noto Sans SC (Noto Sans CJK, "Hans") from the @embedpdf/fonts-sc npm package, so a fresh
 * `npm install` has it on any machine (docs/documents.md, "Font"). It covers Latin as well as
 * Chinese, so one font prints both languages and a Chinese payee name on an English receipt.
 * pdfkit embeds only the glyphs a document uses (a subset), which keeps a receipt small.
 */
const FONT_PATH = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
  '..',
  'fonts',
  'NotoSansHans-Regular.otf',
);
// Read once per process: 8 MB, parsed by fontkit per document.
let fontBytes: Buffer | undefined;
const font = () => (fontBytes ??= readFileSync(FONT_PATH));

export const FONT = 'NotoSansSC';
export const MARGIN = 50;
export const INK = '#1f2933';
export const MUTED = '#52606d';

/** An A4 document with the CJK font selected; the caller pipes it and calls end(). */
export function newPdf(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: title, Producer: 'PesaBridge', Creator: 'PesaBridge' },
  });
  doc.registerFont(FONT, font());
  doc.font(FONT).fillColor(INK);
  return doc;
}

/** A QR code drawn as vector squares: sharp at any zoom and a few hundred bytes. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill('#000000').fillColor(INK);
}
