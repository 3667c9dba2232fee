import { ADMIN_API_PREFIX, type ImportReport } from '@vitrine/contract';
import { storeApiFetch } from '../api/store-api-transport.server';
import { env } from '../shell/env.server';
import type { ApiResult } from '../api/api.server';
import { adminApi, adminEndpoints, field } from './admin-api.server';
import { checkForm, outcome } from './admin-forms.server';
import { catalogRowForm } from './form-schemas.server';
import { readAdminToken, toSignIn } from './admin-session.server';

/**
 * The catalogue page's changes (issue 27), each through the admin API's catalogue calls (issue 26): stock and prices
 * by PATCH (back-in-stock e-mails follow a stock change from 0 there), the status by PUT of the product as read.
 */
export async function saveCatalogRow(request: Request, form: FormData) {
  const alvo = `salvar:${field(form, 'sku')}`;
  const checked = checkForm(form, catalogRowForm, alvo);
  if ('refused' in checked) return checked.refused;
  const { sku, estoque, precoDe: de, precoPor: por, status, statusAntes } = checked.value;
  const failed = (result: ApiResult<unknown>) => outcome(result, '', { ...checked, alvo });
  const stock = await adminApi(request, adminEndpoints.stock, { body: [{ sku, estoque }] });
  if (!stock.ok) return failed(stock);
  const prices = await adminApi(request, adminEndpoints.prices, { body: [{ sku, de, por }] });
  if (!prices.ok) return failed(prices);
  const parent = checked.value.skuPai || sku;
  if (status && status !== statusAntes) {
    const product = await adminApi(request, adminEndpoints.product, { params: { sku: parent } });
    if (!product.ok) return failed(product);
    const { sku: _sku, ...body } = product.data;
    const put = await adminApi(request, adminEndpoints.productPut, {
      params: { sku: parent },
      body: { ...body, status },
    });
    if (!put.ok) return failed(put);
  }
  return outcome(stock, `${sku} salvo.`);
}

export type ImportOutcome = { report: ImportReport | null; erro: string | null; fields: Record<string, string> };

/** Sends an import file (CSV or JSON) to the admin API, as a dry run or for real. */
export async function sendImport(request: Request, content: string, dryRun: boolean): Promise<ImportOutcome> {
  const token = await readAdminToken(request);
  if (!token) throw await toSignIn();
  const json = /^\s*[[{]/.test(content);
  const answer = await storeApiFetch(`${env.apiBaseUrl}${ADMIN_API_PREFIX}/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': json ? 'application/json' : 'text/csv; charset=utf-8',
    },
    body: content,
  });
  if (answer.status === 401) throw await toSignIn();
  const body = (await answer.json().catch(() => null)) as
    | { success: true; data: ImportReport }
    | { success: false; error: { message: string; fields?: Record<string, string> } }
    | null;
  if (body?.success) return { report: body.data, erro: null, fields: {} };
  return {
    report: null,
    erro: body?.error.message ?? 'A importação não respondeu. Tente novamente.',
    fields: body?.error.fields ?? {},
  };
}
