import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, seoMeta } from './seo';

/** The head as the server writes it: the route's meta tags rendered by React Router's <Meta>. */
function renderHead(name: string): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      meta: () =>
        seoMeta({
          origin: 'https://loja.example.com.br',
          siteName: 'Vitrine',
          title: name,
          description: name,
          canonical: '/',
          jsonLd: [breadcrumbJsonLd('https://loja.example.com.br', [{ label: name, rota: '/' }])],
        }),
      Component: () => <Meta />,
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('B§3 JSON-LD in the page', () => {
  it('text from the store cannot close the script: < is written as \\u003c and the JSON reads back the same', () => {
    const hostile = 'Kit </script><script>alert(1)</script> & <!-- termômetros';
    const html = renderHead(hostile);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]![1]!;
    expect(json).not.toMatch(/[<>]/);
    expect(json).toContain('\\u003c/script\\u003e');
    const parsed = JSON.parse(json) as { itemListElement: { name: string }[] };
    expect(parsed.itemListElement[0]!.name).toBe(hostile);
  });
});
