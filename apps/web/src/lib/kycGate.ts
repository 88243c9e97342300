import { RequestError } from './request/RequestError.ts';

/** The server's "no permission" code, which the KYC gate answers with (docs/identity.md). */
const NO_PERMISSION = 1000;
const KYC_PAGE = '/home/kyc';

/**
 * The page to verify on when a send or top-up was refused by the KYC gate: code 1000 with
 * `data.kycUrl`; null for any other failure. Only in-app paths are followed.
 */
export function kycRequiredUrl(error: unknown): string | null {
  if (!(error instanceof RequestError) || error.code !== NO_PERMISSION) return null;
  const url = (error.data as { kycUrl?: unknown } | null)?.kycUrl;
  if (typeof url !== 'string') return null;
  return url.startsWith('/home/') ? url : KYC_PAGE;
}

/**
 * The server's own words when the refusal was the rolling day or month limit of an unverified
 * account (`data.window`): which limit, and how much remains, already in the user's language.
 * Null for the per-order gate and anything else.
 */
export function kycLimitMessage(error: unknown): string | null {
  if (kycRequiredUrl(error) === null) return null;
  const window = ((error as RequestError).data as { window?: unknown } | null)?.window;
  return window === 'daily' || window === 'monthly' ? (error as RequestError).message : null;
}
