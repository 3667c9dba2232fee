import { describe, expect, it } from 'vitest';
import {
  PERSONAL_STATE_ID,
  findPart,
  pageRuns,
  personalPieces,
  spliceParts,
  type PersonalState,
} from './personal-parts';

const anonymousPage = [
  '<!DOCTYPE html><html><body><header>',
  '<div class="g" data-parte-pessoal="saudacao"><span>Olá!<br/><a href="/entrar">Faça Login</a></span></div>',
  '<a data-parte-pessoal="carrinho" href="/carrinho"><span>0</span></a>',
  '<p class="l" data-parte-pessoal="saudacao-linha">Olá! <a href="/entrar">Faça Login</a></p>',
  '</header><main><div><div>produto</div></div></main></body></html>',
].join('');

const fragment = [
  '<a data-parte-pessoal="carrinho" href="/carrinho"><span>3</span></a>',
  '<div class="g" data-parte-pessoal="saudacao"><span>Olá, <strong>Ana</strong><div>perfil</div></span></div>',
  '<p class="l" data-parte-pessoal="saudacao-linha">Olá, <strong>Ana</strong></p>',
  '<dialog></dialog>',
].join('');

const state: PersonalState = {
  user: null,
  cartCount: 3,
  cartTracking: { quantidadeTotal: 3, subtotal: 10, itens: [] },
};

describe('the personal parts over the shared page (decision 044)', () => {
  it('finds a marked element to its own closing tag, through nested elements of the same tag', () => {
    const place = findPart(fragment, 'saudacao');
    expect(place && fragment.slice(place.start, place.end)).toBe(
      '<div class="g" data-parte-pessoal="saudacao"><span>Olá, <strong>Ana</strong><div>perfil</div></span></div>',
    );
    expect(findPart('<p>nothing marked</p>', 'carrinho')).toBeNull();
  });

  it('writes her parts over their places and her data before </body>, the rest of the page as it was', () => {
    const page = spliceParts(anonymousPage, fragment, state);
    expect(page).not.toBeNull();
    expect(page).toContain('<span>3</span>');
    expect(page).not.toContain('Faça Login');
    expect(page?.match(/Ana/g)).toHaveLength(2);
    expect(page).not.toContain('<dialog>');
    expect(page).toContain(`<script type="application/json" id="${PERSONAL_STATE_ID}">`);
    expect(
      page?.endsWith(
        '</main><script type="application/json" id="partes-pessoais">' +
          JSON.stringify(state) +
          '</script></body></html>',
      ),
    ).toBe(true);
    expect(page?.startsWith('<!DOCTYPE html><html><body><header><div class="g"')).toBe(true);
  });

  it("cuts the page around its parts in the page's order, her pieces in that order (the kept page's runs: issue 38)", () => {
    const cut = pageRuns(anonymousPage);
    expect(cut?.order).toEqual(['saudacao', 'carrinho', 'saudacao-linha']);
    expect(cut?.runs).toHaveLength(5);
    expect(cut?.runs.at(-1)).toBe('</body></html>');
    expect(cut?.runs.join('')).not.toContain('data-parte-pessoal');
    const pieces = personalPieces(fragment, state, cut?.order ?? []);
    expect(pieces?.[1]).toBe('<a data-parte-pessoal="carrinho" href="/carrinho"><span>3</span></a>');
    // Runs and pieces alternating are the spliced page.
    expect(cut?.runs.map((run, i) => run + (pieces?.[i] ?? '')).join('')).toBe(
      spliceParts(anonymousPage, fragment, state),
    );
    expect(personalPieces('<p>nothing</p>', state, cut?.order ?? [])).toBeNull();
  });

  it('escapes her data so that it cannot close its script', () => {
    const hostile: PersonalState = { ...state, user: { nomeRazao: '</script><script>alert(1)</script>' } as never };
    const page = spliceParts(anonymousPage, fragment, hostile) ?? '';
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });

  it('gives up when the page or her fragment lacks a part', () => {
    expect(spliceParts(anonymousPage.replace(' data-parte-pessoal="carrinho"', ''), fragment, state)).toBeNull();
    expect(spliceParts(anonymousPage, fragment.replace(' data-parte-pessoal="saudacao-linha"', ''), state)).toBeNull();
    expect(spliceParts(anonymousPage.replace('</body>', ''), fragment, state)).toBeNull();
  });
});
