import type { ErrorBody } from '@dealerport/contract';

/** Every failed call throws this (spec 01 §8: raised with message, status, response body). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, code: string, message: string, body: Partial<ErrorBody> | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  /** The server's own (localised) message when it sent one, else this error's message. */
  get serverMessage(): string {
    return typeof this.body?.message === 'string' && this.body.message ? this.body.message : this.message;
  }
}

/** The text to show inline for any thrown value. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
