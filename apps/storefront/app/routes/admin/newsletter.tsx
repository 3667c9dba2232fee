import type { Route } from './+types/newsletter';
import { AdminPage } from '../../components/admin/admin-ui';
import { requireArea } from '../../server/admin/admin-api.server';

/** /admin/newsletter (issue 27, gestor only): the list of subscribed addresses as CSV. */
export const meta = () => [{ title: 'Newsletter · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'newsletter');
  return null;
}

export default function Newsletter() {
  return (
    <AdminPage title="Newsletter">
      <p className="mb-4">
        A lista traz os endereços inscritos (os descadastrados ficam de fora), em CSV separado por ponto e vírgula,
        pronto para planilhas. Cada e-mail de newsletter leva um link de descadastro que vale na hora.
      </p>
      <a className="btn-primary" href="/admin/newsletter.csv" download>
        Baixar lista (CSV)
      </a>
    </AdminPage>
  );
}
