/** Hands a downloaded file to the browser's save dialog. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The file name of a `Content-Disposition: attachment; filename="…"` header, or undefined. Only
 * the base name is kept, so a reply cannot steer where the browser saves.
 */
export function attachmentName(header: unknown): string | undefined {
  const match = /filename="?([^";]+)"?/i.exec(typeof header === 'string' ? header : '');
  const name = match?.[1]?.split(/[\\/]/).pop()?.trim();
  return name || undefined;
}
