/** Every reply of the API, success or failure, has this shape (spec/1 §7). */
export interface Envelope<D> {
  status: boolean;
  message: string;
  data: D | null;
  /** Total rows for paged lists. */
  totalData?: number;
  /** Present and true when the session token is missing, expired or revoked. */
  token_error?: boolean;
  /** Per-field messages for forms (keys are the spec's field keys, e.g. MemberEmail). */
  errors?: Record<string, string>;
  /** Extra top-level fields some calls return (e.g. `button` of Set_UserFavoriteList, `type` of useful votes). */
  [extra: string]: unknown;
}

/** Header names of the transport. */
export const API_KEY_HEADER = 'x-api-key';
export const TOKEN_HEADER = 'x-auth-token';
