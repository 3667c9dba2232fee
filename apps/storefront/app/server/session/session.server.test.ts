import { describe, expect, it } from 'vitest';
import { commitSession, readSession } from './session.server';

const TOKEN = 'a'.repeat(43);
const headerOf = async (token: string, more = '') => `${more}${(await commitSession(token)).split(';')[0] ?? ''}`;
const asked = (cookie: string | null) => new Request('http://loja.test/', cookie ? { headers: { cookie } } : {});

describe('the session cookie (issue 38: a header whose signature was checked is not checked again)', () => {
  it('reads the token of a well-signed cookie, again and again, and of each header its own', async () => {
    const header = await headerOf(TOKEN, 'cep=01001000; ');
    expect(await readSession(asked(header))).toBe(TOKEN);
    expect(await readSession(asked(header))).toBe(TOKEN);
    const other = await headerOf('b'.repeat(43));
    expect(await readSession(asked(other))).toBe('b'.repeat(43));
    expect(await readSession(asked(null))).toBeNull();
  });

  it('refuses a cookie whose signature is wrong, also after the good one was read', async () => {
    const header = await headerOf(TOKEN);
    expect(await readSession(asked(header))).toBe(TOKEN);
    const forged = header.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(forged).not.toBe(header);
    expect(await readSession(asked(forged))).toBeNull();
    // Another token under the good one's signature.
    const [name, value = ''] = header.split('=');
    const swapped = `${name}=${Buffer.from(JSON.stringify('c'.repeat(43))).toString('base64')}${value.slice(value.indexOf('.'))}`;
    expect(await readSession(asked(swapped))).toBeNull();
  });
});
