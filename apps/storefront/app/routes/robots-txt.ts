/** robots.txt (DESIGN.md §5): everything may be crawled. */
export function loader() {
  return new Response('User-agent: *\nAllow: /\nDisallow: /resources/\n', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
