import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, getConfig, loadConfig, startupWarnings } from './index';

const repoFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

describe('configuration from the environment (docs/architecture.md §2)', () => {
  it('architecture §2: needs nothing to run: embedded database in ./data, the Store API in the same process on PORT', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      APP_TOKEN: 'vitrine-local',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      production: true,
      TRUST_PROXY: false,
      WORKERS: 0,
      TEST_READBACK: false,
      IMAGE_CACHE_MB: 512,
      TEST_IMAGE_FETCH_LOOPBACK: false,
      apiBaseUrl: 'http://127.0.0.1:3000',
      shopAreaOrigin: null,
    });
    expect(c.SESSION_SECRET.length).toBeGreaterThanOrEqual(16);
    for (const unset of [
      'DATABASE_URL',
      'API_URL',
      'SMTP_URL',
      'PUBLIC_URL',
      'ADMIN_TOKEN',
      'SHOP_AREA_URL',
    ] as const) {
      expect(c[unset], unset).toBeUndefined();
    }
  });

  it('architecture §2: treats empty values as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', TRUST_PROXY: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.TRUST_PROXY).toBe(false);
  });

  it('architecture §2: reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/vitrine',
      DATABASE_URL: 'postgres://u:p@db:5432/vitrine',
      API_URL: 'https://api.loja.com.br',
      APP_TOKEN: 'token-token',
      SESSION_SECRET: 'a-very-long-secret-value',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SMTP_URL: 'smtp://loja:senha@smtp.loja.com.br:587',
      PUBLIC_URL: 'https://www.loja.com.br',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      SHOP_AREA_URL: 'https://checkout.loja.com.br/',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/vitrine',
      DATABASE_URL: 'postgres://u:p@db:5432/vitrine',
      API_URL: 'https://api.loja.com.br',
      APP_TOKEN: 'token-token',
      SESSION_SECRET: 'a-very-long-secret-value',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      production: false,
      SMTP_URL: 'smtp://loja:senha@smtp.loja.com.br:587',
      PUBLIC_URL: 'https://www.loja.com.br',
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8', '::1'],
      SHOP_AREA_URL: 'https://checkout.loja.com.br/',
      shopAreaOrigin: 'https://checkout.loja.com.br',
    });
    expect(loadConfig({ TEST_READBACK: 'true' }).TEST_READBACK).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it('architecture §2: API_URL points the storefront at another Store API', () => {
    expect(loadConfig({ API_URL: 'https://api.example.com/', PORT: '8080' }).apiBaseUrl).toBe(
      'https://api.example.com',
    );
    expect(loadConfig({ PORT: '8080' }).apiBaseUrl).toBe('http://127.0.0.1:8080');
  });

  it.each([
    ['PORT', 'abc', 'PORT deve ser um número'],
    ['PORT', '70000', 'PORT deve estar entre 1 e 65535'],
    ['PORT', '80.5', 'PORT deve ser um número inteiro'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL deve ser uma URL postgres:// ou postgresql://'],
    ['API_URL', 'not a url', 'API_URL deve ser uma URL completa http(s)'],
    ['API_URL', 'ftp://api.example.com', 'API_URL deve ser uma URL completa http(s)'],
    ['APP_TOKEN', 'short', 'APP_TOKEN deve ter pelo menos 8 caracteres'],
    ['SESSION_SECRET', 'curto', 'SESSION_SECRET deve ter pelo menos 16 caracteres'],
    ['ADMIN_TOKEN', 'curta-demais', 'ADMIN_TOKEN deve ter pelo menos 32 caracteres'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL deve ser um de: fatal, error, warn, info, debug, trace, silent'],
    ['NODE_ENV', 'staging', 'NODE_ENV deve ser um de: production, development, test'],
    ['SMTP_URL', 'https://smtp.example.com', 'SMTP_URL deve ser uma URL smtp:// ou smtps://'],
    ['PUBLIC_URL', 'www.loja.com.br', 'PUBLIC_URL deve ser uma URL completa http(s)'],
    ['TRUST_PROXY', 'talvez', 'TRUST_PROXY deve ser false ou a lista dos endereços do proxy'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY deve ser false ou a lista dos endereços do proxy'],
    // Issue 28: `true` would believe any client's X-Forwarded-For.
    ['TRUST_PROXY', 'true', 'TRUST_PROXY=true acreditaria em X-Forwarded-For de qualquer cliente'],
    ['SHOP_AREA_URL', 'checkout.loja.com.br', 'SHOP_AREA_URL deve ser uma URL completa http(s)'],
    ['TEST_READBACK', 'sim', 'TEST_READBACK deve ser true ou false'],
  ])('architecture §2: stops with a Portuguese message naming %s for %j', (name, value, message) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('architecture §2: lists every bad value at once', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_TOKEN: 'x' })).toThrow(
      /Configuração inválida:\n {2}- PORT deve ser um número\n {2}- APP_TOKEN deve ter pelo menos 8 caracteres/,
    );
  });

  it('a published store (PUBLIC_URL) refuses the local APP_TOKEN and SESSION_SECRET; a laptop keeps them', () => {
    const published = { PUBLIC_URL: 'https://www.loja.example.com.br' };
    expect(() => loadConfig(published)).toThrow(/APP_TOKEN: com PUBLIC_URL[\s\S]*SESSION_SECRET: com PUBLIC_URL/);
    expect(
      loadConfig({ ...published, APP_TOKEN: 'token-da-loja-123', SESSION_SECRET: 'segredo-da-loja-0123456789' })
        .PUBLIC_URL,
    ).toBe('https://www.loja.example.com.br');
    expect(loadConfig({}).APP_TOKEN).toBe('vitrine-local');
  });

  it('issue 26: ADMIN_TOKEN is optional, at least 32 characters, and a published store refuses the example one', () => {
    const own = 'k'.repeat(40);
    expect(loadConfig({ ADMIN_TOKEN: own }).ADMIN_TOKEN).toBe(own);
    const published = {
      PUBLIC_URL: 'https://www.loja.example.com.br',
      APP_TOKEN: 'token-da-loja-123',
      SESSION_SECRET: 'segredo-da-loja-0123456789',
    };
    expect(loadConfig(published).ADMIN_TOKEN).toBeUndefined();
    expect(loadConfig({ ...published, ADMIN_TOKEN: own }).ADMIN_TOKEN).toBe(own);
    const example = /^# ADMIN_TOKEN=(.+)$/m.exec(repoFile('.env.example'))?.[1] ?? '';
    expect(example.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ ADMIN_TOKEN: example }).ADMIN_TOKEN).toBe(example);
    expect(() => loadConfig({ ...published, ADMIN_TOKEN: example })).toThrow(/ADMIN_TOKEN: com PUBLIC_URL/);
  });

  it('issue 25: the test-only row read-back is refused for a published store (PUBLIC_URL)', () => {
    const published = {
      PUBLIC_URL: 'https://www.loja.example.com.br',
      APP_TOKEN: 'token-da-loja-123',
      SESSION_SECRET: 'segredo-da-loja-0123456789',
    };
    expect(() => loadConfig({ ...published, TEST_READBACK: 'true' })).toThrow(/TEST_READBACK: só para testes/);
    expect(loadConfig(published).TEST_READBACK).toBe(false);
    expect(() => loadConfig({ ...published, TEST_IMAGE_FETCH_LOOPBACK: 'true' })).toThrow(
      /TEST_IMAGE_FETCH_LOOPBACK: só para testes/,
    );
  });

  it('architecture §2: is parsed once per process', () => {
    expect(getConfig()).toBe(getConfig());
  });

  it('architecture §2: every variable is documented in the README table and in .env.example, and no other', () => {
    const names = Object.keys(configSchema.shape).sort();
    const readme = repoFile('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Other commands'));
    expect([...table.matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]).sort()).toEqual(names);
    const example = repoFile('.env.example');
    expect([...new Set([...example.matchAll(/^(?:# )?([A-Z_]+)=/gm)].map((m) => m[1]))].sort()).toEqual(names);
  });

  it('issue 25: the start-up log warns when PUBLIC_URL is unset in production, not otherwise', () => {
    expect(startupWarnings(loadConfig({}))).toEqual([expect.stringContaining('PUBLIC_URL não está definida')]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    const published = {
      PUBLIC_URL: 'https://www.loja.example.com.br',
      APP_TOKEN: 'token-da-loja-123',
      SESSION_SECRET: 'segredo-da-loja-0123456789',
    };
    expect(startupWarnings(loadConfig(published))).toEqual([]);
  });
});
