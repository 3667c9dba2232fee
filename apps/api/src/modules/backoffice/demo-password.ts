/**
 * A published store (PUBLIC_URL set) must not keep the demo seed's back-office password (issue 27): anyone who read
 * the README could sign in as gestor. Start-up stops with a Portuguese message naming the users to change — those
 * who manage people (the role's areas hold `usuarios`; issue 37), who change it on the start page's prompt.
 */
import { PEOPLE_AREA } from '@vitrine/contract/admin-areas';
import type { Queryable } from '../../db/client';
import { DEMO_PASSWORD } from '../../seed/data/people';
import { verifyPassword } from '../session/passwords';

export async function refuseDemoGestor(db: Queryable, publicUrl: string | undefined): Promise<void> {
  if (!publicUrl) return;
  const gestores = await db.query<{ email: string; password_hash: string }>(
    `SELECT u.email, u.password_hash FROM admin_users u JOIN admin_roles r ON r.nome = u.role
      WHERE u.active AND $1 = ANY (r.areas)`,
    [PEOPLE_AREA],
  );
  const demo: string[] = [];
  for (const g of gestores) if (await verifyPassword(DEMO_PASSWORD, g.password_hash)) demo.push(g.email);
  if (demo.length > 0) {
    throw new Error(
      `PUBLIC_URL definido (loja publicada), mas ${demo.join(', ')} ainda usa a senha de demonstração do back office: ` +
        'inicie a loja sem PUBLIC_URL, entre no painel (/admin) e troque a senha no aviso da página inicial; depois ' +
        'inicie de novo com PUBLIC_URL.',
    );
  }
}
