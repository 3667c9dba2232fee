import { expect, gotoHydrated, storeMenu, storeSettings, test } from './fixtures';

const CNPJ_PATTERN = /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/;
const OPENING_HOURS = 'Seg. a Qui. 8h às 18h | Sex. 8h às 17h';

test.describe('Store API smoke', () => {
  test('B§7 /v2/front/settings answers the success envelope with configuracoes', async ({ request }) => {
    const response = await request.get('/v2/front/settings', { headers: { 'app-token': 'vitrine-local' } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { success: unknown; data?: { configuracoes?: unknown } };
    expect(body.success).toBe(true);
    expect(body.data?.configuracoes).toEqual(expect.objectContaining({ sistema: expect.any(Object) }));
  });

  test('B§7 the Store API refuses a call without the App-Token', async ({ request }) => {
    const response = await request.get('/v2/front/settings');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual(
      expect.objectContaining({ success: false, error: expect.objectContaining({ code: expect.any(String) }) }),
    );
  });

  test('/healthz answers 200', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
  });
});

test.describe('Header', () => {
  test('B§2.6 the server-rendered HTML already holds the header, the menus and the footer', async ({ request }) => {
    const settings = await storeSettings(request);
    const site = settings.sistema.geral.site;
    const categories = await storeMenu(request, 'ver-toda-loja');

    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    expect(html).toMatch(/<html[^>]*\blang="pt-BR"/);
    // Header: site name, greeting and account links.
    expect(html).toContain(site.nomeDoSite);
    expect(html).toContain('Olá!');
    expect(html).toContain('Faça Login');
    expect(html).toContain('cadastre-se');
    expect(html).toContain('href="/checkout/acesso"');
    expect(html).toContain('href="/checkout/cadastro"');
    expect(html).toContain('role="search"');
    // Menus: every top category, and the data-logger lines of B§2.6.
    expect(html).toContain('Ver toda loja');
    for (const category of categories) expect(html).toContain(category.label);
    for (const line of ['Data Loggers', 'Logística', 'Farmacêutica', 'Alimentícia']) expect(html).toContain(line);
    // Footer, with the legal line.
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toMatch(CNPJ_PATTERN);
    expect(html).toContain(site.cnpj);
    expect(html).toContain(site.razaoSocial);
    expect(html).toContain('Máquinas mais buscadas');
  });

  test('B§2.6 top bar: software download link, phone line, opening hours and the 3 promos', async ({
    page,
    request,
  }) => {
    const settings = await storeSettings(request);
    const site = settings.sistema.geral.site;
    const width = page.viewportSize()?.width ?? 0;
    await page.goto('/');

    const phone = page.getByRole('link', { name: site.telefone, exact: true }).first();
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);

    const download = page.getByRole('link', { name: 'Baixe nosso software', includeHidden: true });
    await expect(download).toHaveAttribute('href', site.linkDownloadSoftware);
    // The top bar is 32 px high: the download link shows from 768 px, the hours from 640 px.
    if (width >= 768) await expect(download).toBeVisible();
    else await expect(download).toBeAttached();
    const hours = page.getByRole('banner').getByText(OPENING_HOURS);
    if (width >= 640) await expect(hours).toBeVisible();
    else await expect(hours).toBeAttached();

    const promos = page.getByRole('region', { name: 'Promoções' });
    await expect(promos.getByRole('listitem')).toHaveCount(3);
    expect(settings.loja.promocoes).toHaveLength(3);
    for (const [index, promo] of settings.loja.promocoes.entries()) {
      const text = promos.getByText(promo, { exact: true });
      // Side by side from 768 px; one at a time (a carousel) below.
      if (width >= 768 || index === 0) await expect(text).toBeInViewport();
      else await expect(text).not.toBeInViewport();
      // Never cut: the whole text fits its box (no ellipsis, no clipped line).
      expect(
        await text.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1),
      ).toBe(true);
      const box = (await text.boundingBox())!;
      const bar = (await promos.boundingBox())!;
      if (width >= 768 || index === 0) expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    }
  });

  test('B§2.6 below 768 px the promo bar rotates every 5 s', async ({ page, request }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 768, 'the promos are side by side from 768 px');
    const [first = '', second = ''] = (await storeSettings(request)).loja.promocoes;
    expect(second).not.toBe('');
    // The rotation's code (Embla) loads after the page; its 5 s start once it has run, not with the page.
    const carouselCode = page.waitForResponse((response) => response.url().includes('/assets/embla-carousel'));
    await page.clock.install();
    await gotoHydrated(page, '/');
    const promos = page.getByRole('region', { name: 'Promoções' });
    await expect(promos.getByText(first, { exact: true })).toBeInViewport();
    await carouselCode;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await page.clock.runFor(6000);
    await expect(promos.getByText(second, { exact: true })).toBeInViewport();
    await expect(promos.getByText(first, { exact: true })).not.toBeInViewport();
  });

  test('B§2.6 support pop-up shows the phone line and the hours; Esc closes it', async ({ page, request }) => {
    const site = (await storeSettings(request)).sistema.geral.site;
    await gotoHydrated(page, '/');
    const opener = page.getByRole('button', { name: 'Atendimento', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Central de atendimento' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: site.telefone }).first()).toBeVisible();
    await expect(dialog.getByText(OPENING_HOURS)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('Search box', () => {
  test('B§2.6 B§5 empty or blank search text is not submitted', async ({ page }) => {
    await gotoHydrated(page, '/pagina/quem-somos');
    const box = page.getByRole('search').getByLabel('Buscar produtos', { exact: true });
    await box.click();
    await box.press('Enter');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await box.fill('   ');
    await box.press('Enter');
    // Give a navigation, if one had started, the time to show in the address.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/pagina/quem-somos');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/busca/i);
  });

  test('B§2.6 B§5 typing a text and pressing Enter goes to /busca?busca=…', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('search').getByLabel('Buscar produtos', { exact: true });
    await box.fill('termometro');
    await box.press('Enter');
    await expect(page).toHaveURL('/busca?busca=termometro');
    // The search page keeps the text in the box.
    await expect(page.getByRole('search').getByLabel('Buscar produtos', { exact: true })).toHaveValue('termometro');
  });
});

test.describe('Seasonal countdown (B§4)', () => {
  test('B§4 shown only inside its window (1–23 Nov 2023), ticking every second; hidden outside', async ({
    page,
    request,
  }) => {
    // The server's own time is outside the window: its HTML has no countdown.
    expect(await (await request.get('/')).text()).not.toContain('data-testid="contagem-sazonal"');
    await page.clock.install({ time: new Date('2023-11-23T23:59:50-03:00') });
    await page.clock.pauseAt(new Date('2023-11-23T23:59:51-03:00'));
    await gotoHydrated(page, '/');
    // The paused clock moves only with runFor: the first tick reads the (fake) time, 23:59:51.
    await page.clock.runFor(1);
    const countdown = page.getByTestId('contagem-sazonal');
    await expect(countdown).toBeVisible();
    await expect(countdown.getByRole('link', { name: 'Black Friday termina em' })).toHaveAttribute(
      'href',
      '/c/black-friday',
    );
    const timer = countdown.getByRole('timer');
    await expect(timer).toHaveText(/^00dias00horas00min0\dseg$/);
    const seconds = async () =>
      Number(/min(\d\d)seg/.exec(await timer.innerText().then((t) => t.replace(/\s/g, '')))?.[1]);
    const before = await seconds();
    await page.clock.runFor(1_000);
    await expect.poll(seconds).toBe(before - 1);
    await page.clock.runFor(10_000);
    await expect(countdown).toHaveCount(0);
  });
});

test.describe('Greeting and cart', () => {
  test('B§2.6 T§2 anonymous greeting at every width: Olá! with Faça Login and cadastre-se', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Olá!').filter({ visible: true })).toHaveCount(1);
    const login = banner.getByRole('link', { name: 'Faça Login', exact: true });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/checkout/acesso');
    const signUp = banner.getByRole('link', { name: 'cadastre-se', exact: true });
    await expect(signUp).toBeVisible();
    await expect(signUp).toHaveAttribute('href', '/checkout/cadastro');
  });

  test('B§2.6 the cart counter shows 0 and names it for assistive technology', async ({ page }) => {
    await page.goto('/');
    const cart = page.getByRole('banner').getByRole('link', { name: 'Carrinho com 0 itens' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveText('0');
    // T§2: the counter leads to the cart page (the side cart without JavaScript); with it, it opens the side cart.
    await expect(cart).toHaveAttribute('href', '/carrinho');
  });

  test('B§2.6 the logo leads to the home page', async ({ page, request }) => {
    const site = (await storeSettings(request)).sistema.geral.site;
    await gotoHydrated(page, '/pagina/quem-somos');
    await page.getByRole('link', { name: `${site.nomeDoSite} – página inicial` }).click();
    await expect(page).toHaveURL('/');
  });
});
