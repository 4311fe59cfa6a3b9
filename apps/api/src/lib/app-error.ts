import { ERRORS, type ErrorCode } from '@dealerport/contract';

/**
 * The one error type services throw. The code names the message (tr/de/en, in the contract) and
 * the HTTP status; `details` fill message placeholders and travel to the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>, options?: { cause?: unknown }) {
    super(code, options);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = details;
  }
}

export const notFound = (details?: Record<string, unknown>) => new AppError('NOT_FOUND', details);
