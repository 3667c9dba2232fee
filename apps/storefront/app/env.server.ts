import { z } from 'zod';

const envSchema = z.object({
  API_URL: z.url({ error: 'API_URL deve ser uma URL completa, por exemplo https://loja.example.com' }).optional(),
  PORT: z.coerce
    .number({ error: 'PORT deve ser um número' })
    .int('PORT deve ser um número inteiro')
    .min(1, 'PORT deve estar entre 1 e 65535')
    .max(65535, 'PORT deve estar entre 1 e 65535')
    .default(3000),
  APP_TOKEN: z.string().min(1, 'APP_TOKEN não pode ser vazio').default('vitrine-local'),
  SESSION_SECRET: z
    .string()
    .min(16, 'SESSION_SECRET deve ter pelo menos 16 caracteres')
    .default('vitrine-local-secret'),
  NODE_ENV: z.string().default('development'),
});

export type Env = z.infer<typeof envSchema> & { apiBaseUrl: string; production: boolean };

/** Reads the storefront's configuration; throws one clear message listing every bad value. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = envSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida do storefront:\n${lines.join('\n')}`);
  }
  const values = result.data;
  const apiBaseUrl = (values.API_URL ?? `http://127.0.0.1:${values.PORT}`).replace(/\/+$/, '');
  return { ...values, apiBaseUrl, production: values.NODE_ENV === 'production' };
}

export const env: Env = parseEnv(process.env);
