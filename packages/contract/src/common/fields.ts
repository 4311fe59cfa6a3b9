import { z } from 'zod';
import { text } from './text';

// Field schemas several areas' schemas share.

/** A two-letter country code, upper-cased. */
export const countryCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((v) => v.toUpperCase());
/** Optional text: blank counts as absent (stored as null). */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A positive PostgreSQL integer id (from a path, a query or a body). */
export const intId = z.coerce.number().int().positive().max(2147483647);
