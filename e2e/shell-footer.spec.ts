import type { Page } from '@playwright/test';
import type { BlogPost } from '@vitrine/contract';
import {
  FOOTER_COLLAPSE_MAX_WIDTH,
  expect,
  gotoHydrated,
  hasDocumentMarker,
  scrollY,
  scrollToY,
  setDocumentMarker,
  storeApiData,
  storeMenu,
  storeSettings,
  test,
  waitForHydration,
  waitForPart,
  holdRequests,
} from './fixtures';

const SHORT_SCREEN_HEIGHT = 400;
const EBIT_ALERT = 'Cópia proibida! A certificação e-bit é de uso exclusivo de lojas conveniadas à e-bit.';

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

/** A screen lower than the brand list page, so the page is longer than the screen at every width. */
async function useShortScreen(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1366;
  await page.setViewportSize({ width, height: SHORT_SCREEN_HEIGHT });
}

/** The first link of 'Máquinas mais buscadas': an internal link shown at every width. */
function machinesLink(page: Page) {
  return footer(page).getByRole('region', { name: 'Máquinas mais buscadas' }).getByRole('link').first();
}

async function pageIsLongerThanScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
}

test.describe('Footer visibility', () => {
  test('B§2.6 on a long page the footer appears only after scrolling beyond 100 px', async ({ page }) => {
    await useShortScreen(page);
    await gotoHydrated(page, '/marcas');
    expect(await pageIsLongerThanScreen(page), 'the page is longer than the screen').toBe(true);
    await expect(footer(page)).toBeHidden();

    await scrollToY(page, 100);
    await expect(footer(page)).toBeHidden();

    await scrollToY(page, 101);
    await expect(footer(page)).toBeVisible();
    // Once shown it stays, also back at the top.
    await scrollToY(page, 0);
    await expect(footer(page)).toBeVisible();
  });

  test('B§2.6 with ?wapRender=true the footer is visible at once', async ({ page }) => {
    await useShortScreen(page);
    await page.goto('/marcas?wapRender=true');
    await expect(footer(page)).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('Footer visibility on a short page', () => {
  // The not-found page answers 404, which the browser logs.
  test.use({ ignoredConsoleErrors: [/status of 404/] });

  test('B§2.6 on a page shorter than the screen the footer is visible without scrolling', async ({ page }) => {
    await page.goto('/isto-nao-existe');
    const mainBottom = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().bottom);
    const screenHeight = page.viewportSize()?.height ?? 0;
    expect(mainBottom, 'header and 404 content fit on the screen').toBeLessThanOrEqual(screenHeight);
    await expect(footer(page)).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('Footer contents', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/?wapRender=true');
    await expect(footer(page)).toBeVisible();
  });

  test('B§2.6 footer menus collapse at 767 px or less', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) > FOOTER_COLLAPSE_MAX_WIDTH, 'footer menus are open from 768 px');
    const group = footer(page).getByRole('group').filter({ hasText: 'Institucional' });
    const link = footer(page).getByRole('link', { name: 'Quem somos' });
    await expect(group).toHaveJSProperty('open', false);
    await expect(link).toBeHidden();

    await footer(page).getByText('Institucional', { exact: true }).click();
    await expect(group).toHaveJSProperty('open', true);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/pagina/quem-somos');

    await footer(page).getByText('Institucional', { exact: true }).click();
    await expect(group).toHaveJSProperty('open', false);
    await expect(link).toBeHidden();
  });

  test('B§2.6 from 768 px footer menus are open and do not collapse', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) <= FOOTER_COLLAPSE_MAX_WIDTH, 'footer menus collapse up to 767 px');
    const groups = footer(page).getByRole('group');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const open of await groups.evaluateAll((elements) => elements.map((e) => (e as HTMLDetailsElement).open))) {
      expect(open).toBe(true);
    }
    const link = footer(page).getByRole('link', { name: 'Quem somos' });
    await expect(link).toBeVisible();
    await footer(page).getByText('Institucional', { exact: true }).click();
    await expect(footer(page).getByRole('group').filter({ hasText: 'Institucional' })).toHaveJSProperty('open', true);
    await expect(link).toBeVisible();
  });

  test('issue 38 B§2.6 the footer looks as before with its look in app.css: links, chevrons and group borders', async ({
    page,
  }) => {
    const narrow = (page.viewportSize()?.width ?? 0) <= FOOTER_COLLAPSE_MAX_WIDTH;
    const look = (selector: string) =>
      footer(page)
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { color: style.color, decoration: style.textDecorationLine };
        });
    // A menu link and a 'Máquinas mais buscadas' link look like the posts' links (`.quiet-link`): grey, underlined
    // and in the brand's colour under the pointer.
    const quiet = await footer(page).evaluate((element) => {
      const probe = document.createElement('a');
      probe.className = 'quiet-link';
      probe.href = '#';
      element.append(probe);
      const style = getComputedStyle(probe);
      const seen = { color: style.color, decoration: style.textDecorationLine };
      probe.remove();
      return seen;
    });
    expect(quiet.decoration).toBe('none');
    const group = footer(page).getByRole('group').filter({ hasText: 'Institucional' });
    if (narrow) await footer(page).getByText('Institucional', { exact: true }).click();
    const menuLink = footer(page).getByRole('link', { name: 'Quem somos' });
    await expect(menuLink).toBeVisible();
    expect(await look('.footer-links a')).toEqual(quiet);
    expect(await look('.machines-list a')).toEqual(quiet);
    await menuLink.hover();
    const hovered = await menuLink.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, decoration: style.textDecorationLine };
    });
    expect(hovered.decoration).toBe('underline');
    expect(hovered.color).not.toBe(quiet.color);

    // The chevron: 16 px and turned while the group is open below 768 px; not drawn from 768 px (menus stay open).
    const chevron = group.locator('summary svg');
    const chevronLook = () =>
      chevron.evaluate((element) => {
        const style = getComputedStyle(element);
        return { display: style.display, width: style.width, height: style.height, rotate: style.rotate };
      });
    const border = await group.evaluate((element) => getComputedStyle(element).borderBottomWidth);
    if (narrow) {
      expect(border).toBe('1px');
      await expect.poll(chevronLook).toEqual({ display: 'block', width: '16px', height: '16px', rotate: '180deg' });
      await footer(page).getByText('Institucional', { exact: true }).click();
      await expect(group).toHaveJSProperty('open', false);
      await expect.poll(chevronLook).toEqual({ display: 'block', width: '16px', height: '16px', rotate: 'none' });
    } else {
      expect(border).toBe('0px');
      expect((await chevronLook()).display).toBe('none');
    }
  });

  test("B§2.6 (storefront-browsing.md) 'Máquinas mais buscadas': the toggle shows only when the list is taller than its fold", async ({
    page,
  }) => {
    const section = footer(page).getByRole('region', { name: 'Máquinas mais buscadas' });
    await expect(section).toBeVisible();
    const toggle = section.getByRole('button', { name: 'Ver todas as máquinas' });
    // The list's height and the toggle read at one moment, until the page has settled (the toggle is the server's
    // until the list is measured in the browser): a toggle exactly when the list is taller than its fold.
    const state = async () => {
      const full = await section.getByRole('list').evaluate((element) => element.scrollHeight);
      const shown = (await toggle.count()) > 0 && (await toggle.isVisible());
      return { taller: full > 190, shown };
    };
    await expect
      .poll(async () => {
        const { taller, shown } = await state();
        return taller === shown;
      })
      .toBe(true);
  });

  test("B§2.6 'Máquinas mais buscadas': 'Ver todas as máquinas' expands and turns into 'Esconder'", async ({
    page,
  }) => {
    const section = footer(page).getByRole('region', { name: 'Máquinas mais buscadas' });
    await expect(section).toBeVisible();
    const full = await section.getByRole('list').evaluate((element) => element.scrollHeight);
    test.skip(full <= 190, 'the whole list fits in its fold at this width: no toggle to try');
    const toggle = section.getByRole('button', { name: 'Ver todas as máquinas' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const listId = await toggle.getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    const list = page.locator(`[id="${listId}"]`);
    const size = () => list.evaluate((element) => ({ shown: element.clientHeight, full: element.scrollHeight }));

    const collapsed = await size();
    expect(collapsed.shown, 'collapsed at 190 px').toBeLessThanOrEqual(190);

    await toggle.click();
    const hide = section.getByRole('button', { name: 'Esconder' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('button', { name: 'Ver todas as máquinas' })).toHaveCount(0);
    const expanded = await size();
    expect(expanded.shown, 'every machine is shown').toBe(expanded.full);
    expect(expanded.shown).toBeGreaterThanOrEqual(collapsed.shown);

    await hide.click();
    await expect(section.getByRole('button', { name: 'Ver todas as máquinas' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect((await size()).shown).toBeLessThanOrEqual(190);
  });

  test('B§2.6 legal line: site name, CNPJ, company name, address and CEP', async ({ page, request }) => {
    const site = (await storeSettings(request)).sistema.geral.site;
    const legal = footer(page).getByText(`CNPJ: ${site.cnpj}`);
    await expect(legal).toBeVisible();
    await expect(legal).toHaveText(
      `${site.nomeDoSite} - CNPJ: ${site.cnpj} - ${site.razaoSocial} - ${site.endereco} - CEP: ${site.cep}`,
    );
    await expect(legal).toHaveText(/CNPJ: \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
    await expect(legal).toHaveText(/CEP: \d{5}-\d{3}$/);
  });

  test('B§2.6 payment seals: Visa, Mastercard, American Express, Diners, boleto, Elo, Pix', async ({ page }) => {
    for (const name of ['Visa', 'Mastercard', 'American Express', 'Diners', 'Elo', 'Pix']) {
      await expect(footer(page).getByRole('img', { name, exact: true })).toBeVisible();
    }
    await expect(footer(page).getByRole('img', { name: /^boleto$/i })).toBeVisible();
  });

  test('B§2.6 help block, newsletter, phone, address and social links', async ({ page, request }) => {
    const settings = await storeSettings(request);
    const site = settings.sistema.geral.site;
    const wide = (page.viewportSize()?.width ?? 0) > FOOTER_COLLAPSE_MAX_WIDTH;
    const content = footer(page);
    await expect(content.getByRole('heading', { name: 'Cadastre-se e receba ofertas' })).toBeVisible();
    // T§2: the strip's one form is the newsletter sign-up, posting to its own action.
    await expect(content.locator('form[method="post"]')).toHaveAttribute(
      'action',
      '/resources/forms/newsletter-rodape',
    );
    if (!wide) {
      await content.getByText('Ajuda Online', { exact: true }).click();
      await content.getByText('Atendimento', { exact: true }).click();
    }
    await expect(content.getByRole('link', { name: 'Dúvidas frequentes' }).first()).toBeVisible();
    await expect(content.getByRole('link', { name: site.telefone })).toHaveAttribute('href', /^tel:/);
    await expect(content.getByText(site.endereco, { exact: true })).toBeVisible();
    const social = content.getByRole('list', { name: 'Redes sociais' });
    for (const [network, url] of Object.entries(settings.link.social).filter(([, link]) => link)) {
      await expect(social.getByRole('link', { name: new RegExp(network, 'i') })).toHaveAttribute('href', url);
    }
  });

  test('B§2.6 B§8 right-clicking the e-bit seal shows the copy-forbidden alert', async ({ page }) => {
    const seal = footer(page).getByRole('img', { name: /e-bit/i });
    await expect(seal).toBeVisible();
    let message: string | null = null;
    let type: string | null = null;
    page.once('dialog', (dialog) => {
      message = dialog.message();
      type = dialog.type();
      void dialog.accept();
    });
    await seal.click({ button: 'right' });
    await expect.poll(() => message).toBe(EBIT_ALERT);
    expect(type).toBe('alert');
  });
});

/** The text of the page's loader data: React Router's inline scripts (`__reactRouterContext`, streamed data). */
function loaderDataOf(html: string): string {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('__reactRouterContext'))
    .join('\n');
}

test.describe('The footer’s menus and posts come with its code (decision 035)', () => {
  const PATH = '/marcas?wapRender=true';

  test('B§2.6 its links are in the page before and after the footer’s code loads, and not in the loader data', async ({
    page,
    request,
  }) => {
    const rodape = (await storeMenu(request, 'links-rodape')).flatMap((group) => [group, ...group.sub]);
    const machines = await storeMenu(request, 'maquinas-mais-buscadas');
    const { posts } = await storeApiData<{ posts: BlogPost[] }>(request, '/v2/front/blog/posts');
    expect(posts.length, 'the demo blog has posts').toBeGreaterThan(0);
    const data = loaderDataOf(await (await request.get(PATH)).text());
    expect(data, 'the page carries loader data').toContain('__reactRouterContext');
    for (const text of [...rodape.map((item) => item.label), ...machines.map((item) => item.label)])
      expect(data, `'${text}' in the loader data`).not.toContain(text);
    for (const post of posts) expect(data, `'${post.link}' in the loader data`).not.toContain(post.link);

    // The menus' answer is held back: until it comes the footer is the server's markup, links included.
    const { release, asked } = await holdRequests(page, '**/resources/footer-links');
    await gotoHydrated(page, PATH);
    // Up to 767 px the component folds the groups the server renders open: hidden links count too.
    const link = footer(page).getByRole('link', { name: 'Quem somos', exact: true, includeHidden: true });
    const machine = footer(page)
      .getByRole('region', { name: 'Máquinas mais buscadas' })
      .getByRole('link', { name: machines[0]?.label ?? '', exact: true, includeHidden: true });
    await expect.poll(() => asked.length, 'the shown footer asks for its menus').toBe(1);
    // The part's mark (`data-on-demand`) holds the link: a locator inside it may not start from the footer.
    const server = footer(page)
      .locator('[data-on-demand]')
      .filter({ has: page.getByRole('link', { name: 'Quem somos' }) });
    await expect(server).toHaveCount(1);
    const blog = footer(page).getByRole('region', { name: 'Do nosso blog' }).getByRole('link');
    const shown = async () => ({
      link: await link.getAttribute('href'),
      machine: await machine.getAttribute('href'),
      posts: await blog.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    });
    const before = await shown();
    expect(before.link).toBe('/pagina/quem-somos');
    expect(before.machine).toBeTruthy();
    expect(before.posts).toEqual(posts.map((post) => post.link));

    release();
    await expect(server).toHaveCount(0);
    expect(await shown()).toEqual(before);
    expect(asked, 'asked once').toHaveLength(1);
  });

  test.describe('when they cannot be fetched', () => {
    test.use({ ignoredConsoleErrors: [/status of 503/] });

    test('B§8 the footer keeps the server’s links', async ({ page }) => {
      await page.route('**/resources/footer-links', (route) => route.fulfill({ status: 503, body: 'indisponível' }));
      const answered = page.waitForResponse('**/resources/footer-links');
      await gotoHydrated(page, PATH);
      await answered;
      // The footer's code has arrived by now: the part would have taken over if the menus had.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      const link = footer(page).getByRole('link', { name: 'Quem somos', exact: true });
      await expect(
        footer(page)
          .locator('[data-on-demand]')
          .filter({ has: page.getByRole('link', { name: 'Quem somos' }) }),
      ).toHaveCount(1);
      await expect(link).toHaveAttribute('href', '/pagina/quem-somos');
      await expect(
        footer(page).getByRole('region', { name: 'Máquinas mais buscadas' }).getByRole('link').first(),
      ).toHaveAttribute('href', /^\//);
    });
  });
});

test.describe('Navigation rules', () => {
  test('B§2.1 scroll resets to the top on a path change', async ({ page }) => {
    await gotoHydrated(page, '/?wapRender=true');
    await setDocumentMarker(page);
    const link = machinesLink(page);
    // The footer's code replaces its server markup once it is shown (decision 026): scroll to the component's link.
    await waitForPart(link);
    const target = await link.getAttribute('href');
    // Scrolled to afresh if the footer's component swapped the element in the meantime (a loaded machine).
    await expect(async () => {
      await link.scrollIntoViewIfNeeded({ timeout: 2_000 });
      expect(await scrollY(page), 'scrolled down to the footer').toBeGreaterThan(0);
    }).toPass();
    await link.click();
    await expect(page).toHaveURL(target ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The same document (a client-side navigation), now at the top.
    expect(await hasDocumentMarker(page)).toBe(true);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('B§2.1 after a gclid address, following a link loads the target in full without the query', async ({ page }) => {
    await gotoHydrated(page, '/?gclid=abc&wapRender=true');
    await setDocumentMarker(page);
    const link = machinesLink(page);
    const target = await link.getAttribute('href');
    const fullLoad = page.waitForEvent('load', { timeout: 10_000 });
    await link.click();
    await fullLoad;
    await expect(page).toHaveURL(target ?? '');
    expect(new URL(page.url()).search).toBe('');
    await waitForHydration(page);
    expect(await hasDocumentMarker(page), 'a new document was loaded').toBe(false);
  });

  test('B§2.1 issue 25: after a gclid address a change of query on the same path is one full load, no client render', async ({
    page,
  }) => {
    test.skip(page.viewportSize()?.width !== 1366, 'width-independent: checked at 1366 px');
    await gotoHydrated(page, '/refrigeracao?gclid=abc&ipp=12');
    await setDocumentMarker(page);
    // A client navigation would ask the route's data (a .data request) before rendering: none may be asked.
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataCalls.push(request.url());
    });
    const fullLoad = page.waitForEvent('load', { timeout: 10_000 });
    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click();
    await fullLoad;
    await expect(page).toHaveURL(/\/refrigeracao\?(?!.*gclid).*pg=2/);
    await waitForHydration(page);
    expect(await hasDocumentMarker(page), 'a new document was loaded').toBe(false);
    expect(dataCalls, 'no client render first').toEqual([]);
  });

  test('B§2.1 a header search made from a gclid address keeps its text through the full load', async ({ page }) => {
    await gotoHydrated(page, '/?gclid=abc');
    await setDocumentMarker(page);
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await box.fill('termometro');
    const fullLoad = page.waitForEvent('load', { timeout: 10_000 });
    await box.press('Enter');
    await fullLoad;
    await expect(page).toHaveURL('/busca?busca=termometro');
    await waitForHydration(page);
    expect(await hasDocumentMarker(page), 'a new document was loaded').toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('termometro');
    await expect(box).toHaveValue('termometro');
  });
});
