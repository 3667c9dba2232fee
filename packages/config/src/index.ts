import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The environment of every Vitrine process — the Store API, the storefront and the tools — in one schema, parsed
 * once per process (docs/architecture.md §2; docs/decisions/011-config.md). Server only: nothing here reaches the
 * browser. Every variable is in .env.example and in the README's configuration table; a bad value stops the start with
 * a message naming the variable.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['production', 'development', 'test'] as const;

/** The local defaults: fine for `npm start` on a laptop, refused for a published store (PUBLIC_URL set). */
const DEFAULT_APP_TOKEN = 'vitrine-local';
const DEFAULT_SESSION_SECRET = 'vitrine-local-secret';
/** ADMIN_TOKEN values a published store refuses: the examples of .env.example and the docs. */
const KNOWN_ADMIN_TOKENS = new Set([
  'troque-por-uma-chave-aleatoria-de-32-caracteres-ou-mais',
  'vitrine-local-admin-token-0123456789abcdef',
]);

/** proxy-addr's names for address ranges (what Fastify's `trustProxy` takes besides addresses and CIDRs). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_TEXT =
  'TRUST_PROXY deve ser false ou a lista dos endereços do proxy (IP ou CIDR, separados por vírgula, por exemplo 127.0.0.1,10.0.0.0/8)';

/** An address or CIDR of a proxy (`10.0.0.0/8`, `::1`, `loopback`). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (the default: X-Forwarded-* are never read) or the proxies' addresses. `true` is refused: it
 * would believe the header from any client, who could then pick the address every per-address limit counts
 * (docs/decisions/032-hostile-traffic.md).
 */
const trustProxySchema = z
  .string()
  .transform((value, ctx) => {
    const text = value.trim();
    if (text === 'false') return false as const;
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true acreditaria em X-Forwarded-For de qualquer cliente: informe os endereços do proxy (por exemplo 127.0.0.1 ou 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.some((entry) => !isProxyAddress(entry))) {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TEXT });
      return z.NEVER;
    }
    return entries;
  })
  .default(false);

const httpUrl = (name: string, example: string) =>
  z.url({ protocol: /^https?$/, error: `${name} deve ser uma URL completa http(s), por exemplo ${example}` });

export const configSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'PORT deve ser um número' })
      .int('PORT deve ser um número inteiro')
      .min(1, 'PORT deve estar entre 1 e 65535')
      .max(65535, 'PORT deve estar entre 1 e 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve ser uma URL postgres:// ou postgresql://')
      .optional(),
    API_URL: httpUrl('API_URL', 'https://api.loja.example.com.br').optional(),
    APP_TOKEN: z.string().min(8, 'APP_TOKEN deve ter pelo menos 8 caracteres').default(DEFAULT_APP_TOKEN),
    SESSION_SECRET: z
      .string()
      .min(16, 'SESSION_SECRET deve ter pelo menos 16 caracteres')
      .default(DEFAULT_SESSION_SECRET),
    /**
     * The bootstrap key of the admin API (/v2/admin, `Authorization: Bearer …`), acting as a 'gestor'. Unset: no
     * such key exists (keys of back-office users still work).
     */
    ADMIN_TOKEN: z.string().min(32, 'ADMIN_TOKEN deve ter pelo menos 32 caracteres').optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL deve ser um de: ${LOG_LEVELS.join(', ')}` }).default('info'),
    NODE_ENV: z.enum(NODE_ENVS, { error: `NODE_ENV deve ser um de: ${NODE_ENVS.join(', ')}` }).default('production'),
    /** The e-mail outbox's SMTP server (nothing sends yet). */
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: 'SMTP_URL deve ser uma URL smtp:// ou smtps://, por exemplo smtp://usuario:senha@smtp.example.com:587',
      })
      .optional(),
    /**
     * The store's public origin (canonical, Open Graph, JSON-LD, sitemap addresses; the origin form posts must come
     * from). Setting it marks a real deployment: the local defaults of APP_TOKEN and SESSION_SECRET are refused.
     */
    PUBLIC_URL: httpUrl('PUBLIC_URL', 'https://www.loja.example.com.br').optional(),
    /**
     * Megabytes of compressed pages the storefront keeps for visitors without a session (decision 035); 0 turns
     * the page cache off. Only when the Store API runs in the same process (no API_URL).
     */
    PAGE_CACHE_MB: z.coerce
      .number({ error: 'PAGE_CACHE_MB deve ser um número' })
      .int('PAGE_CACHE_MB deve ser um número inteiro')
      .min(0, 'PAGE_CACHE_MB não pode ser negativo')
      .default(64),
    /**
     * Worker processes `npm start` runs on the one port (docs/architecture.md §2): 0 (the default) is one per core with
     * DATABASE_URL, one with PGlite (one process owns the embedded database, so PGlite always runs one).
     */
    WORKERS: z.coerce
      .number({ error: 'WORKERS deve ser um número' })
      .int('WORKERS deve ser um número inteiro')
      .min(0, 'WORKERS deve ser 0 (automático) ou mais')
      .max(64, 'WORKERS deve ser no máximo 64')
      .default(0),
    /** Megabytes of derived product photos kept on disk under DATA_DIR (least recently used go first). */
    IMAGE_CACHE_MB: z.coerce
      .number({ error: 'IMAGE_CACHE_MB deve ser um número' })
      .int('IMAGE_CACHE_MB deve ser um número inteiro')
      .min(16, 'IMAGE_CACHE_MB deve ser pelo menos 16')
      .default(512),
    /**
     * Test only: lets the catalogue import fetch images from loopback addresses (a local test server); private,
     * link-local and unique-local addresses stay refused. Refused for a published store (PUBLIC_URL set).
     */
    TEST_IMAGE_FETCH_LOOPBACK: z
      .stringbool({ error: 'TEST_IMAGE_FETCH_LOOPBACK deve ser true ou false' })
      .default(false),
    /** Store-wide ceiling on new anonymous sessions per minute, over every address (issue 34, decision 032). */
    STORE_SESSIONS_PER_MINUTE: z.coerce
      .number({ error: 'STORE_SESSIONS_PER_MINUTE deve ser um número' })
      .int('STORE_SESSIONS_PER_MINUTE deve ser um número inteiro')
      .min(1, 'STORE_SESSIONS_PER_MINUTE deve ser pelo menos 1')
      .default(600),
    /** Store-wide ceiling on form posts (each stores a row) per minute, over every address (issue 34). */
    STORE_FORMS_PER_MINUTE: z.coerce
      .number({ error: 'STORE_FORMS_PER_MINUTE deve ser um número' })
      .int('STORE_FORMS_PER_MINUTE deve ser um número inteiro')
      .min(1, 'STORE_FORMS_PER_MINUTE deve ser pelo menos 1')
      .default(120),
    /** The proxies whose X-Forwarded-* headers are believed (false: none). */
    TRUST_PROXY: trustProxySchema,
    /**
     * The origin of the external shop area (T§1: cart, checkout, sign-up, account, order tracking). Unset: those
     * paths answer a page of this store that says where the shopper is and leads back.
     */
    SHOP_AREA_URL: httpUrl('SHOP_AREA_URL', 'https://checkout.loja.example.com.br').optional(),
    /**
     * Test only: serves `/__test/rows/{table}`, the rows the forms stored (the end-to-end suite reads them). Refused
     * for a published store (PUBLIC_URL set).
     */
    TEST_READBACK: z.stringbool({ error: 'TEST_READBACK deve ser true ou false' }).default(false),
  })
  .refine((c) => !c.PUBLIC_URL || c.APP_TOKEN !== DEFAULT_APP_TOKEN, {
    path: ['APP_TOKEN'],
    message: 'APP_TOKEN: com PUBLIC_URL (uma loja publicada) defina um token próprio, não o padrão local',
  })
  .refine((c) => !c.PUBLIC_URL || c.SESSION_SECRET !== DEFAULT_SESSION_SECRET, {
    path: ['SESSION_SECRET'],
    message: 'SESSION_SECRET: com PUBLIC_URL (uma loja publicada) defina um segredo próprio, não o padrão local',
  })
  .refine((c) => !c.PUBLIC_URL || !c.ADMIN_TOKEN || !KNOWN_ADMIN_TOKENS.has(c.ADMIN_TOKEN), {
    path: ['ADMIN_TOKEN'],
    message: 'ADMIN_TOKEN: com PUBLIC_URL (uma loja publicada) gere uma chave própria, não a do exemplo',
  })
  .refine((c) => !c.PUBLIC_URL || !c.TEST_READBACK, {
    path: ['TEST_READBACK'],
    message: 'TEST_READBACK: só para testes; uma loja publicada (PUBLIC_URL) não o aceita',
  })
  .refine((c) => !c.PUBLIC_URL || !c.TEST_IMAGE_FETCH_LOOPBACK, {
    path: ['TEST_IMAGE_FETCH_LOOPBACK'],
    message: 'TEST_IMAGE_FETCH_LOOPBACK: só para testes; uma loja publicada (PUBLIC_URL) não o aceita',
  });

export type Config = z.output<typeof configSchema> & {
  /** Where the storefront finds the Store API: API_URL, else this process on PORT. No trailing slash. */
  apiBaseUrl: string;
  /** SHOP_AREA_URL's origin (no trailing slash), or null when the external area is not configured. */
  shopAreaOrigin: string | null;
  production: boolean;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses an environment; throws one ConfigError listing every bad value. Empty strings count as unset, so
 * `FOO= npm start` behaves like no FOO.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  - ${issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`}`;
    });
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}\nVeja .env.example.`);
  }
  const values = parsed.data;
  const apiBaseUrl = (values.API_URL ?? `http://127.0.0.1:${values.PORT}`).replace(/\/+$/, '');
  const shopAreaOrigin = values.SHOP_AREA_URL ? new URL(values.SHOP_AREA_URL).origin : null;
  return { ...values, apiBaseUrl, shopAreaOrigin, production: values.NODE_ENV === 'production' };
}

/**
 * The process's configuration, parsed from process.env on first use. Kept on globalThis so the server and the
 * storefront's server bundle (which carries its own copy of this module) share one parse.
 */
const PARSED = Symbol.for('vitrine.config');

export function getConfig(): Config {
  const holder = globalThis as typeof globalThis & { [PARSED]?: Config };
  holder[PARSED] ??= loadConfig(process.env);
  return holder[PARSED];
}

/**
 * What the start-up log warns about: a published store (NODE_ENV production) without PUBLIC_URL links its e-mails,
 * canonical and sitemap addresses to whatever address a request came in on (issue 25).
 */
export function startupWarnings(config: Pick<Config, 'production' | 'PUBLIC_URL'>): string[] {
  return config.production && !config.PUBLIC_URL
    ? [
        'PUBLIC_URL não está definida: os links dos e-mails, o canonical e o sitemap não terão o endereço público da ' +
          'loja. Defina PUBLIC_URL (por exemplo https://www.loja.example.com.br).',
      ]
    : [];
}

/**
 * The key with which the storefront vouches for the shopper's address it sends the Store API
 * (`SHOPPER_KEY_HEADER`): derived from SESSION_SECRET, which only the storefront and the Store API hold — the
 * App-Token alone does not give it.
 */
export function shopperAddressKey(config: Pick<Config, 'SESSION_SECRET'>): string {
  return createHmac('sha256', config.SESSION_SECRET).update('vitrine: endereço do cliente').digest('base64url');
}
