import type { BlogPost } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { LINK_ACCOUNT, LINK_FAQ, OPENING_HOURS, SITE_NAME_FALLBACK } from '../../lib/constants';
import { capitalize, plainText, telHref, whatsappHref } from '../../lib/ui/text';
import { FooterGroup, FooterMenus, MachinesBlock } from './footer-menus';
import { PaymentSeals, SecuritySeals } from './footer-seals';
import { PartAwait } from '../ui/part-await';
import type { FooterData } from './site-footer';
import { useFooterLinks } from '../../hooks/use-footer-links';
import { ShopAreaLink } from '../ui/shop-area-link';

/** Loaded with the footer's code: its links come with it in the browser (site-footer.tsx). */
export { keepFooterLinks } from '../../hooks/use-footer-links';

/** The footer below the newsletter strip (B§2.6): help, menus, contacts, blog posts, machines, seals, company line. */
export function FooterBody({ shell }: { shell: FooterData | undefined }) {
  const site = shell?.settings?.sistema.geral.site;
  const social = Object.entries(shell?.settings?.link.social ?? {}).filter(([, url]) => url);
  const { rodape, maquinas, posts } = useFooterLinks();
  return (
    <>
      <div className="container-page grid gap-x-8 py-8 md:grid-cols-2 md:gap-y-6 lg:grid-cols-5">
        <FooterGroup title="Ajuda Online">
          <ul className="space-y-2 text-sm">
            <li>
              <Link to={LINK_FAQ} className="hover:text-brand-700 hover:underline">
                Dúvidas frequentes
              </Link>
            </li>
            {site?.whatsapp ? (
              <li>
                <a
                  href={whatsappHref(site.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-brand-700 hover:underline"
                >
                  Fale pelo WhatsApp
                </a>
              </li>
            ) : null}
            <li>
              <ShopAreaLink path={LINK_ACCOUNT} className="hover:text-brand-700 hover:underline">
                Clique aqui para acompanhar pedidos
              </ShopAreaLink>
            </li>
          </ul>
        </FooterGroup>
        <FooterMenus items={rodape} />
        <FooterGroup title="Atendimento">
          <address className="space-y-2 text-sm break-words not-italic">
            {site?.telefone ? (
              <p>
                <a href={telHref(site.telefone)} className="font-semibold hover:underline">
                  {site.telefone}
                </a>
              </p>
            ) : null}
            <p>{OPENING_HOURS}</p>
            {site?.email ? (
              <p>
                <a href={`mailto:${site.email}`} className="hover:underline">
                  {site.email}
                </a>
              </p>
            ) : null}
            {site?.endereco ? <p>{site.endereco}</p> : null}
          </address>
          {social.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-3 text-sm" aria-label="Redes sociais">
              {social.map(([network, url]) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {capitalize(network)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </FooterGroup>
      </div>
      <div className="container-page">
        {/* The server streams the posts in; the browser has them with the footer's code. */}
        {Array.isArray(posts) ? (
          <BlogPosts posts={posts} />
        ) : (
          <PartAwait resolve={posts}>{(list) => <BlogPosts posts={list} />}</PartAwait>
        )}
        <MachinesBlock items={maquinas} />
        <div className="flex flex-col gap-6 border-t border-gray-300 py-6 md:flex-row md:justify-between">
          <PaymentSeals />
          <SecuritySeals />
        </div>
      </div>
      <p className="bg-brand-900 px-4 py-4 text-center text-xs text-white">
        {site
          ? `${site.nomeDoSite || SITE_NAME_FALLBACK} - CNPJ: ${site.cnpj} - ${site.razaoSocial} - ${site.endereco} - CEP: ${site.cep}`
          : SITE_NAME_FALLBACK}
      </p>
    </>
  );
}

function BlogPosts({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="footer-blog" className="border-t border-gray-300 py-6">
      <h2 id="footer-blog" className="mb-3 text-sm font-bold text-brand-900">
        Do nosso blog
      </h2>
      <ul className="grid gap-3 text-sm md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <a href={post.link} target="_blank" rel="noopener noreferrer" className="quiet-link">
              {plainText(post.title.rendered)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
