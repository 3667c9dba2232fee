import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('DESIGN§2 defaults: the Store API runs in the same process on PORT', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.apiBaseUrl).toBe('http://127.0.0.1:3000');
    expect(env.APP_TOKEN).toBe('vitrine-local');
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(16);
  });
  it('DESIGN§2 API_URL points the storefront at another Store API', () => {
    expect(parseEnv({ API_URL: 'https://api.example.com/', PORT: '8080' }).apiBaseUrl).toBe('https://api.example.com');
    expect(parseEnv({ PORT: '8080' }).apiBaseUrl).toBe('http://127.0.0.1:8080');
  });
  it('DESIGN§2 a bad value gives a clear message', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ SESSION_SECRET: 'curto' })).toThrow(/SESSION_SECRET deve ter pelo menos 16 caracteres/);
    expect(() => parseEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });
});
