import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Upload limits (registered once in app.ts). */
export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 5, fields: 50 } as const;

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface MultipartInput<T> {
  fields: T;
  files: UploadedFile[];
}

const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The same error the route validation raises (fastify-type-provider-zod), so the one error handler
 * answers a localised VALIDATION_FAILED 400 with the fields, as for JSON bodies.
 */
function validationError(issues: readonly z.core.$ZodIssue[]) {
  const items = issues.map((issue) => {
    const { path, code, message, ...params } = issue as z.core.$ZodIssue & Record<string, unknown>;
    return {
      [ZOD_ISSUE]: true,
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    };
  });
  return Object.assign(new Error('body validation failed'), { statusCode: 400, validation: items, validationContext: 'body' });
}

/**
 * Reads a multipart/form-data request: text fields (checked by `schema`, errors as a localised
 * 400) and files (buffered; size and count limits answer 413). A request that is not multipart
 * (e.g. a JSON body) is MULTIPART_REQUIRED (400). `fileFields` names the file fields the call
 * takes; a file in any other field is UNEXPECTED_FILE (400).
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  opts: { fileFields: readonly string[] },
): Promise<MultipartInput<z.output<S>>> {
  if (!request.isMultipart()) throw new AppError('MULTIPART_REQUIRED');
  const raw: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!opts.fileFields.includes(part.fieldname)) throw new AppError('UNEXPECTED_FILE', { field: part.fieldname });
        // A file input left empty arrives as a part without a name and without bytes: nothing was sent.
        if (buffer.length === 0 && !part.filename) continue;
        files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
      } else {
        // The last value of a repeated field wins; fields are text.
        raw[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    // A malformed form (cut off, bad boundary): the client's mistake.
    throw new AppError('BAD_REQUEST', undefined, { cause: err });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    // The error handler reads the sent values from the body for its messages.
    (request as { body: unknown }).body = raw;
    throw validationError(parsed.error.issues);
  }
  return { fields: parsed.data, files };
}

/** The single file of a field, if one was sent. */
export const fileOf = (input: { files: UploadedFile[] }, field: string): UploadedFile | undefined =>
  input.files.find((f) => f.fieldname === field);
