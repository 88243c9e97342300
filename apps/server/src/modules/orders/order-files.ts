import { ErrorCode } from '@pesa/contract';
import { AppError } from '../../plugins/app-error.ts';

/** Whether a main account owns an upload (modules/files). */
export interface FileOwnership {
  owns(mainUserId: number, filePath: string): Promise<boolean>;
}

/**
 * The documents an order names must be the caller's main account's own uploads, as for KYC and
 * contract workers; another account's path answers like a path that does not exist (-1008).
 */
export async function requireOwnedFiles<F extends string>(
  files: FileOwnership,
  mainUserId: number,
  body: Partial<Record<F, string>>,
  fields: readonly F[],
): Promise<void> {
  const problems = [];
  for (const field of fields) {
    const path = body[field];
    if (path && !(await files.owns(mainUserId, path)))
      problems.push({ field, key: 'fileNotOwned' as const });
  }
  if (problems.length > 0) throw new AppError(ErrorCode.PARAMETER_ERROR, { fields: problems });
}
