import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError, type ErrorBody, type ErrorCode, HTTP_STATUS } from '../../shared/errors';
import { loggableError, refusalDetail } from './loggable-errors';

export function errorBody(code: ErrorCode): ErrorBody {
  return { error: { code } };
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 414:
      return 'VALIDATION';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 408:
    case 503:
      return 'TIMEOUT';
    default:
      return 'INTERNAL';
  }
}

/** Users get a code (translated by the client); the log gets the detail. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const code: ErrorCode =
      error instanceof AppError
        ? error.code
        : v.isValiError(error)
          ? 'VALIDATION'
          : codeForStatus((error as FastifyError).statusCode ?? 500);
    const status = HTTP_STATUS[code];
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    else request.log.info({ code, detail: refusalDetail(error) }, 'request refused');
    if (reply.sent) return;
    void reply.code(status).header('cache-control', 'no-store').send(errorBody(code));
  });
}
