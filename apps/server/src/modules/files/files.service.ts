import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FileStore } from './file-store.ts';
import { detectFileType, isWellFormedFilePath } from './file-type.ts';
import { FilesRepository } from './files.repository.ts';
import type { UrlSigner } from './url-signer.ts';

export const fileTooLarge = () =>
  new AppError(ErrorCode.PARAMETER_ERROR, {
    messageKey: 'fileTooLarge',
    fields: [{ field: 'file', key: 'fileTooLarge' }],
  });

/**
 * Uploads checked by content and size, stored per main account, and read back only through
 * short-lived signed URLs issued to the owning account (ARCHITECTURE "Security").
 */
export class FilesService {
  constructor(
    private readonly repo: FilesRepository,
    private readonly store: FileStore,
    private readonly signer: UrlSigner,
    private readonly clock: Clock,
    readonly maxBytes: number,
  ) {}

  async upload(auth: AuthContext, data: Buffer): Promise<{ filePath: string }> {
    if (data.length > this.maxBytes) throw fileTooLarge();
    const type = detectFileType(data);
    if (!type || data.length === 0) {
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        messageKey: 'fileType',
        fields: [{ field: 'file', key: 'fileType' }],
      });
    }
    const filePath = `${auth.mainUserId}/${randomBytes(16).toString('hex')}.${type.ext}`;
    await this.store.put(filePath, data, type.mime);
    await this.repo.insert({
      main_user_id: auth.mainUserId,
      uploaded_by: auth.user.user_id,
      path: filePath,
      mime: type.mime,
      size: data.length,
      create_time: this.clock.now().toISOString(),
    });
    return { filePath };
  }

  /** True when the caller's main account owns the file (for other modules, e.g. avatars, KYC). */
  async owns(mainUserId: number, filePath: string): Promise<boolean> {
    return isWellFormedFilePath(filePath) && !!(await this.repo.owned(mainUserId, filePath));
  }

  /** The MIME type of a file the main account owns, or null when it owns no such file. */
  async ownedMime(mainUserId: number, filePath: string): Promise<string | null> {
    if (!isWellFormedFilePath(filePath)) return null;
    return (await this.repo.owned(mainUserId, filePath))?.mime ?? null;
  }

  /** A relative signed URL valid for the configured lifetime; -1007 unless the account owns it. */
  async tempUrl(auth: AuthContext, filePath: string): Promise<string> {
    return this.tempUrlOf(auth.mainUserId, filePath);
  }

  /**
   * The same signed URL for an operator reviewing an account's application: the file must
   * belong to that account, so a reviewer reaches no file through another one's review.
   */
  async tempUrlOf(mainUserId: number, filePath: string): Promise<string> {
    if (!(await this.owns(mainUserId, filePath))) {
      throw new AppError(ErrorCode.DATA_NOT_FOUND);
    }
    const { path, expires, sig } = this.signer.sign(filePath);
    const query = new URLSearchParams({ path, expires: String(expires), sig });
    return `/api/files/signed?${query.toString()}`;
  }

  /** The file behind a signed URL, or null when the signature is wrong or expired. */
  async openSigned(
    path: string,
    expires: string,
    sig: string,
  ): Promise<{ stream: Readable; mime: string; size: number; expires: number } | null> {
    if (!isWellFormedFilePath(path) || !this.signer.verify(path, expires, sig)) return null;
    const row = await this.repo.byPath(path);
    if (!row) return null;
    const stream = await this.store.get(path);
    if (!stream) return null;
    return { stream, mime: row.mime, size: Number(row.size), expires: Number(expires) };
  }
}
