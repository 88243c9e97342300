import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { LocalFileStore, type FileStore } from './file-store.ts';
import { FilesRepository } from './files.repository.ts';
import { FilesService } from './files.service.ts';
import { S3FileStore } from './s3-file-store.ts';
import { UrlSigner } from './url-signer.ts';

/** The file store the configuration asks for: local disk by default, S3-compatible on request. */
export function createFileStore(config: Config, clock: Clock): FileStore {
  if (config.FILE_STORE === 's3') {
    return new S3FileStore(
      {
        endpoint: config.S3_ENDPOINT!,
        region: config.S3_REGION,
        bucket: config.S3_BUCKET!,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      },
      clock,
    );
  }
  return new LocalFileStore(config.DATA_DIR);
}

export function createFilesService(db: Kysely<Database>, config: Config, clock: Clock) {
  // FILE_URL_SECRET as configured, or the one kept in DATA_DIR (security/installation-secrets.ts).
  const signer = new UrlSigner(config.FILE_URL_SECRET, clock, config.FILE_URL_TTL_SECONDS);
  return new FilesService(
    new FilesRepository(db),
    createFileStore(config, clock),
    signer,
    clock,
    config.UPLOAD_MAX_BYTES,
  );
}
