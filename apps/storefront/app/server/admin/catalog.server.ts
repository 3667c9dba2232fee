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

/** What an import is asked to do besides reading the file (the admin API's query; issue 36). */
export interface ImportChoice {
  dryRun: boolean;
  /** Writes rows whose product changed since the file was exported ("sobrescrever alterações mais recentes"). */
  sobrescrever?: boolean;
  /** Applies the good rows and leaves the refused ones out. */
  skipInvalid?: boolean;
}

/**
 * Sends an import file (CSV or JSON) to the admin API, as a dry run or for real. The file goes as its bytes, so the
 * API tells its encoding (UTF-8 or Excel's Windows-1252) as for any other client.
 */
export async function sendImport(
  request: Request,
  content: Uint8Array<ArrayBuffer> | string,
  choice: ImportChoice,
): Promise<ImportOutcome> {
  const token = await readAdminToken(request);
  if (!token) throw await toSignIn();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64)).replace(/^\u00ef\u00bb\u00bf/, '');
  const json = /^\s*[[{]/.test(head);
  const query = new URLSearchParams({ dryRun: String(choice.dryRun) });
  if (choice.sobrescrever) query.set('sobrescrever', 'true');
  if (choice.skipInvalid) query.set('skipInvalid', 'true');
  const answer = await storeApiFetch(`${env.apiBaseUrl}${ADMIN_API_PREFIX}/import?${query.toString()}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': json ? 'application/json' : 'text/csv',
    },
    body: bytes,
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
