/** The upload types we accept, recognised by their first bytes (never by name or header). */
export interface DetectedType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectFileType(data: Buffer): DetectedType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  if (startsWith(data, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/**
 * Stored paths are `<mainUserId>/<32 hex>.<ext>` and nothing else, so a path from a caller can
 * never climb out of the store (`../`), name another folder or carry odd characters.
 */
export const FILE_PATH_PATTERN = /^[1-9]\d{0,9}\/[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

export function isWellFormedFilePath(path: string): boolean {
  return FILE_PATH_PATTERN.test(path);
}
