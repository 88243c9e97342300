import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Clock } from '../../clock.ts';
import type { FileStore } from './file-store.ts';
import { sha256Hex, signV4 } from './sigv4.ts';

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2…) over the plain REST API with path-style
 * addressing (`<endpoint>/<bucket>/<key>`) and SigV4, through fetch. Switched on by FILE_STORE=s3.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly options: S3Options,
    private readonly clock: Clock,
  ) {}

  private url(key: string): URL {
    const base = this.options.endpoint.replace(/\/+$/, '');
    const path = key.split('/').map(encodeURIComponent).join('/');
    return new URL(`${base}/${encodeURIComponent(this.options.bucket)}/${path}`);
  }

  private headers(method: string, url: URL, payloadHash: string, extra = {}) {
    return signV4({
      method,
      url,
      headers: extra,
      payloadHash,
      region: this.options.region,
      service: 's3',
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      now: this.clock.now(),
    });
  }

  async put(key: string, data: Buffer, mime: string): Promise<void> {
    const url = this.url(key);
    const headers = this.headers('PUT', url, sha256Hex(data), { 'content-type': mime });
    delete headers.host;
    const response = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(data) });
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with HTTP ${response.status}`);
  }

  async get(key: string): Promise<Readable | null> {
    const url = this.url(key);
    const headers = this.headers('GET', url, sha256Hex(''));
    delete headers.host;
    const response = await fetch(url, { headers });
    if (response.status === 404) return null;
    if (!response.ok || !response.body) {
      throw new Error(`S3 GET ${key} failed with HTTP ${response.status}`);
    }
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }
}
