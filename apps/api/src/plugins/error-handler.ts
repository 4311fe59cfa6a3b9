import {
  type Culture,
  ERRORS,
  type ErrorCode,
  errorMessage,
  fieldLabel,
  normalizeCulture,
  type ValidationIssue,
  validationIssueMessage,
} from '@dealerport/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** Field names shown to people instead of JSON paths. */
function describePath(context: string | undefined, instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (field) return field;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The value the caller sent at an item's path. Zod issues carry no input, and without it every
 * received type would read "undefined" (a missing field).
 */
function sentValue(request: FastifyRequest, context: string | undefined, instancePath: string): unknown {
  const root =
    context === 'querystring'
      ? request.query
      : context === 'params'
        ? request.params
        : context === 'headers'
          ? request.headers
          : request.body;
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      root,
    );
}

/** Words a Zod issue in the caller's language, type names included (contract validation-messages.ts). */
function localiseIssue(item: ValidationItem, culture: Culture, input: unknown): string {
  return validationIssueMessage({ ...(item.params ?? {}), code: item.keyword, input } as ValidationIssue, culture);
}

export function sendError(
  reply: FastifyReply,
  culture: Culture,
  code: ErrorCode,
  details?: Record<string, unknown>,
  extra?: Record<string, unknown>,
) {
  const body: Record<string, unknown> = { code, message: errorMessage(code, culture, details) };
  if (extra) body.details = extra;
  else if (details) body.details = details;
  return reply.status(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler (spec 01 §8): 4xx carry a localised message; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const culture = normalizeCulture(request.headers['x-culture'] as string | undefined);

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return sendError(reply, culture, error.code, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = error.validation as unknown as ValidationItem[];
      const fields = items.map((item) => ({
        field: describePath(error.validationContext, item.instancePath),
        message: localiseIssue(item, culture, sentValue(request, error.validationContext, item.instancePath)),
      }));
      const first = fields[0];
      const base = errorMessage('VALIDATION_FAILED', culture);
      // a person reads the field's label, or only the problem where the field has no name a person knows
      const label = first ? fieldLabel(first.field, culture) : null;
      const message = first ? `${base} ${label ? `${label}: ` : ''}${first.message}` : base;
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message, details: { fields } });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, culture, 'RATE_LIMITED');
    if (status === 413) return sendError(reply, culture, 'PAYLOAD_TOO_LARGE');
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, empty body...: a client mistake, said plainly.
      request.log.info({ code: error.code, msg: error.message }, 'bad request');
      return sendError(reply, culture, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, culture, 'INTERNAL');
  });
}
