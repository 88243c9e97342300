/** The reply envelope of every API call (SPEC §7, ARCHITECTURE "API conventions"). */
export interface ApiReply<T> {
  code: number;
  msg: string;
  data: T;
}

export interface PagedReply<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** One failing field of a -1008 reply. */
export interface FieldError {
  field: string;
  message: string;
}
