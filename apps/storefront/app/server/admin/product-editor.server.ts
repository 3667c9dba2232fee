import type { AdminProductInput } from '@vitrine/contract';
import { data } from 'react-router';
import type { AdminAnswer } from '../../lib/admin/admin-answer';
import { formFieldOf } from '../../lib/admin/product-form';
import { adminApi, adminEndpoints } from './admin-api.server';
import { checkForm } from './admin-forms.server';
import { toSignIn } from './admin-session.server';
import { productForm, productLines, type ProductFormValue } from './form-schemas.server';

/**
 * The product editor's writes (issue 36, point 1), each one call of the admin API, so the editor writes through the
 * one product writer and its checks (apps/api/src/modules/admin/products.ts → product-prepare.ts, the import's):
 * a save is a PUT of the whole product with the version the form was opened at (a product changed since is refused
 * with the import's conflict rule) — `novo` for a new one, so an existing sku is never overwritten; deactivation is
 * POST /products/{sku}/desativar.
 */

const PRODUCT_FORM = 'produto';

/** The PUT body of a form's value; the product's photos as they are (the photos screen changes them). */
function bodyOf(value: ProductFormValue, imagens: AdminProductInput['imagens']) {
  const valores = value.valores
    .filter((row) => row && (row.sku || row.valor))
    .map((row) => ({
      sku: row!.sku,
      valor: row!.valor,
      precoDe: row!.precoDe ?? null,
      precoPor: row!.precoPor ?? 0,
      estoque: row!.estoque ?? 0,
    }));
  return {
    nome: value.nome,
    marca: value.marca,
    categoria: value.categoria,
    precoDe: value.precoDe ?? null,
    precoPor: value.precoPor ?? 0,
    estoque: valores.length > 0 ? valores.reduce((sum, v) => sum + v.estoque, 0) : (value.estoque ?? 0),
    status: value.status,
    ativo: value.ativo ?? false,
    ean: value.ean || null,
    mpn: value.mpn || null,
    pesoKg: value.pesoKg,
    ...(value.slug ? { slug: value.slug } : {}),
    descricaoCurta: value.descricaoCurta,
    descricaoLonga: value.descricaoLonga,
    imagens,
    atributo: valores.length > 0 ? { nome: value.atributoNome, valores } : null,
    ...productLines(value),
    selos: value.selos,
    seo: { title: value.seoTitle || null, description: value.seoDescription || null },
  };
}

/** Saves the editor's form: `sku` null creates (the form names the sku), else edits that product. */
export async function saveProduct(request: Request, form: FormData, sku: string | null) {
  const checked = checkForm(form, productForm, PRODUCT_FORM);
  if ('refused' in checked) return checked.refused;
  const { submission, value } = checked;
  const refuse = (message: string, fields: Record<string, string> = {}, status = 400) => {
    const fieldErrors: Record<string, string[]> = {};
    for (const [path, text] of Object.entries(fields)) {
      const name = formFieldOf(path);
      if (name) fieldErrors[name] = [...(fieldErrors[name] ?? []), text];
    }
    const result = submission.reply({ formErrors: [message], fieldErrors });
    return data<AdminAnswer>({ ok: null, erro: message, alvo: PRODUCT_FORM, result }, { status });
  };
  const target = sku ?? value.sku;
  if (!target) return refuse('Confira os campos destacados.', { sku: 'SKU: obrigatório.' });
  let imagens: AdminProductInput['imagens'] = [];
  if (sku) {
    const current = await adminApi(request, adminEndpoints.product, { params: { sku } });
    if (!current.ok) {
      if (current.status === 401) throw await toSignIn();
      return refuse(current.error.message, {}, current.status);
    }
    imagens = current.data.imagens.map((i) =>
      typeof i === 'string' ? i : 'url' in i ? (i.label ? { url: i.url, label: i.label } : { url: i.url }) : i,
    );
  }
  const body = { ...bodyOf(value, imagens), ...(sku ? { versao: value.versao || undefined } : { novo: true }) };
  const put = await adminApi(request, adminEndpoints.productPut, { params: { sku: target }, body });
  if (!put.ok) {
    if (put.status === 401) throw await toSignIn();
    // A sku the path refuses is the sku field's.
    const fields = put.status === 404 && !sku ? { sku: put.error.message } : (put.error.fields ?? {});
    return refuse(put.error.message, fields, put.status === 409 ? 409 : 400);
  }
  return { created: sku === null, sku: target, situacao: put.data.situacao };
}

/** Deactivates a product: it leaves the shop, kept with its history. */
export async function deactivate(request: Request, sku: string): Promise<AdminAnswer> {
  const answer = await adminApi(request, adminEndpoints.productDeactivate, { params: { sku } });
  if (answer.ok) return { ok: `${sku} desativado: não aparece mais na loja.`, erro: null, alvo: null, result: null };
  if (answer.status === 401) throw await toSignIn();
  return { ok: null, erro: answer.error.message, alvo: null, result: null };
}
