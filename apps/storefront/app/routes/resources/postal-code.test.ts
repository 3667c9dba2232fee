import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_INVALID_TEXT } from '../../lib/shipping-constants';
import { action } from './postal-code';

function post(entries: [string, string][], referer?: string) {
  const request = new Request('http://loja.test/resources/postal-code', {
    method: 'POST',
    body: new URLSearchParams(entries),
    headers: referer ? { Referer: referer } : undefined,
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}
type Answer = { data: Record<string, unknown>; init: { status?: number; headers?: Headers } | null };
const answerOf = (value: unknown) => value as Answer;
const locationOf = (value: unknown) => (value as Response).headers.get('Location');

describe('postal code of the menu modal and the home box (T§4, T§5, T§9)', () => {
  it('T§5 a complete code is saved: with script the code, and the cookie', async () => {
    const answer = answerOf(
      await post([
        ['cep', ' 01310-100 '],
        ['js', '1'],
      ]),
    );
    expect(answer.data).toEqual({ ok: true, cep: '01310-100' });
    expect(new Headers(answer.init?.headers).get('Set-Cookie')).toMatch(/^cep=01310-100;/);
  });

  it.each(['01310100', '01.310-100', '01310 100'])(
    'T§5 %j gets the field’s mask (as with script) and is saved as 01310-100',
    async (cep) => {
      const answer = answerOf(
        await post([
          ['cep', cep],
          ['js', '1'],
        ]),
      );
      expect(answer.data).toEqual({ ok: true, cep: '01310-100' });
    },
  );

  it.each(['01310-10', '0131', '', 'abcde-fgh'])(
    'T§5 %j is refused: 400, the field’s message, no cookie',
    async (cep) => {
      const answer = answerOf(
        await post([
          ['cep', cep],
          ['js', '1'],
        ]),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({
        ok: false,
        error: POSTAL_CODE_INVALID_TEXT,
        result: { error: { cep: [POSTAL_CODE_INVALID_TEXT] } },
      });
      expect(new Headers(answer.init?.headers).get('Set-Cookie')).toBeNull();
    },
  );

  it('T§4 without script: back to the page with the outcome and the box’s anchor', async () => {
    const saved = await post([
      ['cep', '01310-100'],
      ['redirectTo', '/?cepErro=1'],
      ['anchor', 'cep-home'],
    ]);
    expect(locationOf(saved)).toBe('/?cepSalvo=01310-100#cep-home');
    const refused = await post([
      ['cep', '1'],
      ['redirectTo', '/marcas'],
      ['anchor', '"><script>'],
    ]);
    expect(locationOf(refused)).toBe('/marcas?cepErro=1');
  });

  it.each(['//evil.example', '/.//evil.example', 'https://evil.example'])(
    'T§4 redirectTo %s goes back to the page it came from instead',
    async (redirectTo) => {
      const answer = await post(
        [
          ['cep', '1'],
          ['redirectTo', redirectTo],
        ],
        'http://loja.test/marcas',
      );
      expect(locationOf(answer)).toBe('/marcas?cepErro=1');
    },
  );
});
