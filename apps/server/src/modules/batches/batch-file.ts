import chardet from 'chardet';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { ErrorCode } from '@pesa/contract';
import { BATCH_MAX_ROWS, batchColumnOf } from '@pesa/domain';
import { AppError } from '../../plugins/app-error.ts';

/** A file's header and its data rows, every cell as text. */
export interface BatchSheet {
  headers: string[];
  rows: string[][];
}

const unreadable = () =>
  new AppError(ErrorCode.PARAMETER_ERROR, {
    fields: [{ field: 'file', key: 'batchFileUnreadable' }],
  });

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * The charset of a text file, as people really save them: a byte-order mark decides (UTF-8 or
 * Excel's UTF-16 "Unicode text"); then valid UTF-8 is UTF-8; otherwise chardet's guess, with
 * any Chinese guess read as GB18030, the superset of the GBK that Chinese Excel writes.
 */
export function charsetOf(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    const guesses = chardet.analyse(bytes);
    if (guesses.some((g) => g.lang === 'zh')) return 'gb18030';
    const best = guesses.find((g) => iconv.encodingExists(g.name));
    return best?.name ?? 'utf-8';
  }
}

/** Comma, semicolon or tab separated text (papaparse guesses which). */
function readText(bytes: Buffer): string[][] {
  const text = iconv.decode(bytes, charsetOf(bytes)).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  return parsed.data;
}

/** A cell's text: numbers as written, dates as days, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

/**
 * Reads an uploaded CSV or XLSX: its header row is the first row naming a template column (a
 * title above it is allowed), and the rows after it that have any text. Refuses (-1008 on
 * `file`) what is not such a file, has no template column, no rows, or more than the limit.
 */
export async function readBatchFile(bytes: Buffer): Promise<BatchSheet> {
  let all: string[][];
  try {
    all = isZip(bytes) ? await readWorkbook(bytes) : readText(bytes);
  } catch {
    throw unreadable();
  }
  const headerAt = all.findIndex((row) => row.some((cell) => batchColumnOf(cell) !== null));
  if (headerAt < 0)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'file', key: 'batchNoColumns' }],
    });
  const rows = all.slice(headerAt + 1).filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'file', key: 'batchNoRows' }],
    });
  if (rows.length > BATCH_MAX_ROWS)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'file', key: 'batchTooManyRows', params: { max: String(BATCH_MAX_ROWS) } }],
    });
  return { headers: all[headerAt]!, rows };
}
