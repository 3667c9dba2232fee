import { data, useActionData } from 'react-router';
import type { Route } from './+types/catalogo-importar';
import { AdminPage, AnswerNotices, TableBox } from '../../components/admin/admin-ui';
import { CheckField, Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { Form, Link } from '../../components/ui/router-link';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { field, forbidWithoutArea } from '../../server/admin/admin-api.server';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { sendImport, type ImportOutcome } from '../../server/admin/catalog.server';

/**
 * /admin/catalogo/importar (issue 36, point 1; the catalogue's area): upload a CSV or JSON file, see the dry run's
 * report — each product created or changed with its fields before → after, conflicts, refused rows by line and
 * column — then apply it, optionally writing over products changed since the file was exported.
 */
export const meta = () => [{ title: 'Importar arquivo · Catálogo · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await forbidWithoutArea(request, 'catalogo');
  return null;
}

type Answer = AdminAnswer & { importacao?: ImportOutcome & { arquivo: string } };

const NO_FILE = 'Escolha um arquivo CSV ou JSON para importar.';

export async function action({ request }: Route.ActionArgs) {
  await forbidWithoutArea(request, 'catalogo');
  const form = await readAdminForm(request);
  const intent = field(form, 'intent');
  const file = form.get('arquivo');
  // The dry run's file comes back with the apply as base64 of its bytes (its encoding is the API's to tell).
  const bytes =
    file instanceof File && file.size > 0
      ? new Uint8Array(await file.arrayBuffer())
      : new Uint8Array(Buffer.from(field(form, 'conteudo'), 'base64'));
  if (bytes.length === 0) {
    const result = { status: 'error' as const, error: { '': [NO_FILE], arquivo: [NO_FILE] } };
    return data<Answer>({ ok: null, erro: NO_FILE, alvo: 'importar', result }, { status: 400 });
  }
  const dryRun = intent !== 'aplicar';
  const result = await sendImport(request, bytes, {
    dryRun,
    sobrescrever: field(form, 'sobrescrever') === 'sim',
    skipInvalid: field(form, 'ignorarRecusadas') === 'sim',
  });
  const done = result.report?.aplicado
    ? 'Importação aplicada.'
    : result.report && !dryRun
      ? 'Nada a aplicar: o arquivo não muda o catálogo.'
      : null;
  return {
    ok: done,
    erro: result.erro,
    alvo: null,
    result: null,
    importacao: { ...result, arquivo: dryRun ? Buffer.from(bytes).toString('base64') : '' },
  } satisfies Answer;
}

const FIELD_TEXT: Record<string, string> = {
  nome: 'Nome',
  slug: 'Slug',
  marca: 'Marca',
  categoria: 'Categoria',
  precoDe: 'Preço de',
  precoPor: 'Preço por',
  estoque: 'Estoque',
  status: 'Status',
  ativo: 'Ativo',
  ean: 'EAN',
  mpn: 'MPN',
  pesoKg: 'Peso (kg)',
  descricaoCurta: 'Descrição curta',
  descricaoLonga: 'Descrição longa',
  imagens: 'Imagens',
  atributo: 'Variações',
  caracteristicas: 'Características',
  filtros: 'Filtros',
  selos: 'Selos',
  seo: 'SEO',
};

/** A field's value in the report, short. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vazio)';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function Report({ result }: { result: NonNullable<Answer['importacao']> }) {
  const { report, fields } = result;
  const problems = report
    ? report.erros.map((e) => [`Linha ${e.linha} (${e.coluna})${e.sku ? `, ${e.sku}` : ''}`, e.mensagem] as const)
    : Object.entries(fields);
  const onlyConflicts = report !== null && report.recusados > 0 && report.recusados === report.conflitos;
  return (
    <section className="mt-6" aria-labelledby="relatorio">
      <h2 id="relatorio" className="mb-2 text-lg font-bold">
        {report?.dryRun ? 'Simulação (nada foi alterado)' : 'Resultado'}
      </h2>
      {report ? (
        <>
          <p className="mb-2">
            {report.linhas} linha(s), {report.produtos} produto(s): {report.criados} a criar/criados, {report.alterados}{' '}
            alterado(s), {report.inalterados} sem mudança, {report.recusados} recusado(s)
            {report.conflitos > 0 ? `, dos quais ${report.conflitos} em conflito` : ''}.
          </p>
          {report.arquivo.codificacao ? (
            <p className="mb-2">Codificação do arquivo: {report.arquivo.codificacao}.</p>
          ) : null}
        </>
      ) : null}
      {problems.length > 0 ? (
        <>
          <h3 className="mb-1 font-bold">Linhas recusadas</h3>
          <ul className="mb-4 list-disc pl-5 text-red-900">
            {problems.map(([where, message]) => (
              <li key={`${where}${message}`}>
                {where}: {message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report && report.mudancas.length > 0 ? (
        <TableBox label="Mudanças por produto">
          <thead>
            <tr>
              <th scope="col">Produto</th>
              <th scope="col">Campo</th>
              <th scope="col">Antes</th>
              <th scope="col">Depois</th>
            </tr>
          </thead>
          <tbody>
            {report.mudancas.flatMap((change) =>
              change.campos.map((c, i) => (
                <tr key={`${change.sku}:${c.campo}`}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={change.campos.length} className="align-top font-normal">
                      <strong>{change.sku}</strong> ({change.situacao === 'criado' ? 'novo' : 'alterado'}, linha{' '}
                      {change.linha})
                    </th>
                  ) : null}
                  <td>{FIELD_TEXT[c.campo] ?? c.campo}</td>
                  <td>{change.situacao === 'criado' ? '—' : shown(c.antes)}</td>
                  <td>{shown(c.depois)}</td>
                </tr>
              )),
            )}
          </tbody>
        </TableBox>
      ) : null}
      {report?.dryRun && (report.criados > 0 || report.alterados > 0 || report.recusados > 0) ? (
        <Form method="post" className="mt-4 grid gap-2">
          <input type="hidden" name="conteudo" value={result.arquivo} />
          {report.conflitos > 0 ? (
            <CheckField
              label="Sobrescrever alterações mais recentes (grava as linhas em conflito por cima do que mudou na loja)"
              name="sobrescrever"
              type="checkbox"
              value="sim"
            />
          ) : null}
          {report.recusados > 0 && !onlyConflicts ? (
            <CheckField
              label="Aplicar só as linhas aceitas (as recusadas ficam de fora)"
              name="ignorarRecusadas"
              type="checkbox"
              value="sim"
            />
          ) : null}
          <div>
            <SubmitButton name="intent" value="aplicar">
              Aplicar importação
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

export default function CatalogImport() {
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title="Importar arquivo">
      <p className="mb-4">
        <Link className="font-semibold text-brand-800 underline" to="/admin/catalogo">
          Voltar ao catálogo
        </Link>
      </p>
      <AnswerNotices answer={answer} />
      <p className="mb-2">
        CSV (as colunas da exportação; também arquivos do Bling e da Shopify) ou JSON. Primeiro a simulação mostra cada
        produto criado ou alterado, campo a campo, e cada linha recusada; depois aplique. Um produto que mudou na loja
        depois da exportação do arquivo é um conflito e não é gravado, a menos que você peça para sobrescrever.
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
      {answer && 'importacao' in answer && answer.importacao ? <Report result={answer.importacao} /> : null}
    </AdminPage>
  );
}
