/** One error vocabulary for server and client (CONVENTIONS "Types and errors"). */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Validation: 'VALIDATION',
  ModuleNotSubscribed: 'MODULE_NOT_SUBSCRIBED',
  XsrfMismatch: 'XSRF_MISMATCH',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  InteractionExpired: 'INTERACTION_EXPIRED',
  Timeout: 'TIMEOUT',
  ProtocolUnsupported: 'PROTOCOL_UNSUPPORTED',
  Internal: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 400,
  MODULE_NOT_SUBSCRIBED: 403,
  XSRF_MISMATCH: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  INTERACTION_EXPIRED: 410,
  TIMEOUT: 503,
  PROTOCOL_UNSUPPORTED: 426,
  INTERNAL: 500,
};

/** The body of every error answer of the API. */
export interface ErrorBody {
  readonly error: { readonly code: ErrorCode };
}

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'AppError';
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (Object.values(ErrorCode) as string[]).includes(value);
}
