import { request } from './request/request.ts';

/**
 * Opens a stored (private) upload in a new tab through a short-lived signed link
 * (GET /user/getTempUrl). Rejects when the server refuses; the request layer has said why.
 */
export async function openStoredFile(filePath: string) {
  const url = await request.get<string>('/user/getTempUrl', { filePath });
  window.open(url, '_blank', 'noopener');
}
