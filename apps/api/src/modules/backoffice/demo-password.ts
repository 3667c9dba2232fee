/**
 * A published store (PUBLIC_URL set) must not keep the demo seed's back-office password (issue 27): anyone who read
 * the README could sign in as gestor. Start-up stops with a Portuguese message naming the users to change.
 */
import type { Queryable } from '../../db/client';
import { DEMO_PASSWORD } from '../../seed/data/people';
import { verifyPassword } from '../session/passwords';

export async function refuseDemoGestor(db: Queryable, publicUrl: string | undefined): Promise<void> {
  if (!publicUrl) return;
  const gestores = await db.query<{ email: string; password_hash: string }>(
    `SELECT email, password_hash FROM admin_users WHERE role = 'gestor' AND active`,
  );
  const demo: string[] = [];
  for (const g of gestores) if (await verifyPassword(DEMO_PASSWORD, g.password_hash)) demo.push(g.email);
  if (demo.length > 0) {
    throw new Error(
      `PUBLIC_URL definido (loja publicada), mas ${demo.join(', ')} ainda usa a senha de demonstração do back office: ` +
        'troque-a (ou desative o usuário) antes de publicar.',
    );
  }
}
