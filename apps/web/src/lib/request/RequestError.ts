/**
 * A failed call whose message has already been shown to the user. Callers can read `code`
 * (SPEC §8) and `data` (e.g. the failing fields of -1008) to decorate a form.
 */
export class RequestError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.data = data;
  }
}

/** Client-side codes for failures that never got a business reply. */
export const CLIENT_ERROR = { NETWORK: -1, TIMEOUT: -2, HTTP: -3, DUPLICATE: 601 } as const;
