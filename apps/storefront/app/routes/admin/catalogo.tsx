import { data, useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import { productStatuses } from '@vitrine/contract';
import type { Route } from './+types/catalogo';
import { AnswerNotices, AdminPage, TableBox } from '../../components/admin/admin-ui';
import { Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { priceField } from '../../lib/admin/price-input';
import { adminApi, bo, field, must, requireArea } from '../../server/admin/admin-api.server';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { saveCatalogRow, sendImport, type ImportOutcome } from '../../server/admin/catalog.server';

/**
 * /admin/catalogo (issue 27, gestor only): find a product by name or sku and change its stock, prices and status in
 * place; upload an import file, see the dry run's report, then apply it.
 */
export const meta = () => [{ title: 'Catálogo · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'catalogo');
  const q = new URL(request.url).searchParams.get('q') ?? '';
  if (!q) return { q, produtos: null };
  return { q, produtos: (await must(await adminApi(request, bo.catalogSearch, { query: { q } }))).produtos };
}

type Answer = AdminAnswer & { importacao?: ImportOutcome & { conteudo: string } };

const NO_FILE = 'Escolha um arquivo CSV ou JSON para importar.';

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const intent = field(form, 'intent');
  if (intent === 'salvar') return saveCatalogRow(request, form);
  const file = form.get('arquivo');
  const content = file instanceof File ? await file.text() : field(form, 'conteudo');
  if (!content.trim()) {
    const result = { status: 'error' as const, error: { '': [NO_FILE], arquivo: [NO_FILE] } };
    return data<Answer>({ ok: null, erro: NO_FILE, alvo: 'importar', result }, { status: 400 });
  }
  const dryRun = intent !== 'aplicar';
  const result = await sendImport(request, content, dryRun);
  const done = result.report?.aplicado ? 'Importação aplicada.' : null;
  return {
    ok: done,
    erro: result.erro,
    alvo: null,
    result: null,
    importacao: { ...result, conteudo: dryRun ? content : '' },
  } satisfies Answer;
}

const STATUS_TEXT: Record<string, string> = {
  disponivel: 'disponível',
  sobConsulta: 'sob consulta',
  indisponivel: 'indisponível',
};

function ImportReportView({ result }: { result: NonNullable<Answer['importacao']> }) {
  const { report, fields } = result;
  const problems = report
    ? report.erros.map((e) => [`linha ${e.linha} (${e.coluna})`, e.mensagem] as const)
    : Object.entries(fields);
  return (
    <section className="mt-4">
      <h3 className="mb-2 font-bold">{report?.dryRun ? 'Simulação (nada foi alterado)' : 'Resultado'}</h3>
      {report ? (
        <p className="mb-2">
          {report.linhas} linha(s), {report.produtos} produto(s): {report.criados} a criar/criados, {report.alterados}{' '}
          alterado(s), {report.inalterados} sem mudança, {report.recusados} recusado(s).
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul className="mb-2 list-disc pl-5 text-red-900">
          {problems.map(([where, message]) => (
            <li key={where}>
              {where}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      {report?.dryRun && report.recusados === 0 ? (
        <Form method="post">
          <textarea name="conteudo" hidden readOnly defaultValue={result.conteudo} aria-label="Conteúdo do arquivo" />
          <SubmitButton name="intent" value="aplicar">
            Aplicar importação
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

export default function Catalog() {
  const { q, produtos } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const row = (sku: string) => formState(answer, `salvar:${sku}`);
  return (
    <AdminPage title="Catálogo">
      <AnswerNotices answer={answer} />
      <Form method="get" action="/admin/catalogo" className="mb-4 flex flex-wrap items-end gap-3">
        <Field label="Nome ou SKU" name="q" type="search" required defaultValue={q} />
        <SubmitButton>Buscar</SubmitButton>
      </Form>
      {produtos && produtos.length === 0 ? <p className="mb-4">Nenhum produto encontrado.</p> : null}
      {produtos && produtos.length > 0 ? (
        <TableBox label="Produtos encontrados">
          <thead>
            <tr>
              <th scope="col">Produto</th>
              <th scope="col">Estoque, preços e status</th>
            </tr>
          </thead>
          <tbody>
            {produtos.map((p) => (
              <tr key={p.sku}>
                <td>
                  <a className="font-semibold text-brand-800 underline" href={p.link} target="_blank" rel="noreferrer">
                    {p.nome}
                  </a>
                  <br />
                  SKU {p.sku}
                  {p.ativo ? null : ' (inativo)'}
                  {p.skuPai ? null : (
                    <>
                      <br />
                      <a
                        className="text-brand-800 underline"
                        href={`/admin/catalogo/${encodeURIComponent(p.sku)}/fotos`}
                      >
                        Fotos de {p.sku}
                      </a>
                    </>
                  )}
                </td>
                <td>
                  <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="sku" value={p.sku} />
                    <input type="hidden" name="skuPai" value={p.skuPai ?? ''} />
                    <input type="hidden" name="statusAntes" value={p.status} />
                    <Field
                      label={`Estoque de ${p.sku}`}
                      name="estoque"
                      type="number"
                      defaultValue={row(p.sku).value('estoque', p.estoque)}
                      message={row(p.sku).message('estoque')}
                      required
                      className="w-32"
                    />
                    <Field
                      label={`Preço de (R$) de ${p.sku}`}
                      name="precoDe"
                      defaultValue={row(p.sku).value('precoDe', priceField(p.precoDe))}
                      message={row(p.sku).message('precoDe')}
                      className="w-32"
                    />
                    <Field
                      label={`Preço por (R$) de ${p.sku}`}
                      name="precoPor"
                      defaultValue={row(p.sku).value('precoPor', priceField(p.precoPor))}
                      message={row(p.sku).message('precoPor')}
                      required
                      className="w-32"
                    />
                    {p.skuPai ? (
                      <input type="hidden" name="status" value={p.status} />
                    ) : (
                      <label className="flex flex-col gap-1 text-sm font-semibold">
                        Status de {p.sku}
                        <select className="field font-normal" name="status" defaultValue={p.status}>
                          {productStatuses.map((s) => (
                            <option key={s} value={s}>
                              {STATUS_TEXT[s]}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    <SubmitButton name="intent" value="salvar">
                      Salvar {p.sku}
                    </SubmitButton>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      ) : null}
      <section className="mt-8">
        <h2 className="mb-2 text-lg font-bold">Importar arquivo</h2>
        <p className="mb-2">
          CSV (colunas do exemplo em docs/catalog/exemplo.csv) ou JSON. Primeiro a simulação mostra o que mudaria e cada
          linha recusada; depois aplique.
        </p>
        <Form method="post" encType="multipart/form-data" noValidate className="flex flex-wrap items-end gap-3">
          <Field
            label="Arquivo CSV ou JSON"
            type="file"
            name="arquivo"
            accept=".csv,.json,text/csv,application/json"
            required
            message={formState(answer, 'importar').message('arquivo')}
          />
          <SubmitButton name="intent" value="simular">
            Simular importação
          </SubmitButton>
        </Form>
        {answer && 'importacao' in answer && answer.importacao ? <ImportReportView result={answer.importacao} /> : null}
      </section>
    </AdminPage>
  );
}
