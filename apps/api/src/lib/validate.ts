import { portugueseErrors } from '@vitrine/contract';
import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses input with a contract schema; bad input becomes a 400 naming each field (never a 500), in Portuguese where
 * the schema names no message of its own.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {}, { error: portugueseErrors });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  throw badRequest(`Parâmetros inválidos (${summary}).`, fields);
}
