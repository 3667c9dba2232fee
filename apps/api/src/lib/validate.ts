import { hostileFields, portugueseErrors } from '@vitrine/contract';
import type { z } from 'zod';
import { badRequest } from './errors';

/** 'field: message; …' of a request's refused fields, for the answer's message. */
function summary(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

/** A 400 naming `fields` (field → message), when there are any. */
export function refuseFields(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw badRequest(`Parâmetros inválidos (${summary(fields)}).`, fields);
}

/**
 * Parses input with a contract schema; bad input becomes a 400 naming each field (never a 500), in Portuguese where
 * the schema names no message of its own. The contract's guard (`hostileFields`: control characters, broken text,
 * numbers outside PostgreSQL's integer, lists for one value, over-long texts) refuses what the schema would let
 * through, so the database never reads such a value; where the schema refuses a field too, its own message (T§5's
 * texts) is the one told.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const hostile = hostileFields(schema, input);
  const result = schema.safeParse(input ?? {}, { error: portugueseErrors });
  if (result.success) {
    refuseFields(hostile);
    return result.data;
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  refuseFields({ ...hostile, ...fields });
  throw new Error('unreachable: a failed parse names a field');
}
