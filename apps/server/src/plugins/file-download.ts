import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

/** A generated file: its name, type and a stream of its bytes. */
export interface DownloadFile {
  name: string;
  contentType: string;
  body: Readable;
}

/**
 * Streams a generated file as an attachment (SPEC §7 downloads: the web saves the blob under this
 * name; a refusal before the first byte is still the JSON envelope). No length is known ahead,
 * so the reply is chunked and nothing is buffered whole.
 */
export function sendFile(reply: FastifyReply, file: DownloadFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The site's public origin for links printed on documents: PUBLIC_URL, else this request's. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
