import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment (DESIGN.md §2)', () => {
  it('needs nothing to run: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.API_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/vitrine',
      DATABASE_URL: 'postgres://u:p@db:5432/vitrine',
      API_URL: 'https://api.loja.com.br',
      APP_TOKEN: 'token-token',
      SESSION_SECRET: 'a-very-long-secret-value',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ PORT: 8080, API_URL: 'https://api.loja.com.br', LOG_LEVEL: 'warn' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['API_URL', 'not a url'],
    ['APP_TOKEN', 'short'],
    ['SESSION_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s for a bad value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
