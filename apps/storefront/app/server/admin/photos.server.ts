import { ADMIN_API_PREFIX } from '@vitrine/contract';
import { storeApiFetch } from '../api/store-api-transport.server';
import { env } from '../shell/env.server';
import { adminApi, adminEndpoints, field } from './admin-api.server';
import { readAdminToken, toSignIn } from './admin-session.server';

/**
 * The photos screen's changes (issue 35), each through the admin API like any client: new files go to
 * POST /imagens (multipart), then the product is put back whole with its list of images changed.
 */
export interface PhotoAnswer {
  ok: string | null;
  erro: string | null;
  campos: Record<string, string>;
}

type StoredImage = { url: string; label?: string | undefined };

const answer = (ok: string | null, erro: string | null, campos: Record<string, string> = {}): PhotoAnswer => ({
  ok,
  erro,
  campos,
});

/**
 * Sends the chosen files as they came; the admin API reads their type from the bytes and checks their size (the
 * product photos, and the banners' and pop-up's pictures, issue 37).
 */
export async function uploadImages(request: Request, files: File[]): Promise<{ urls: string[] } | PhotoAnswer> {
  const token = await readAdminToken(request);
  if (!token) throw await toSignIn();
  const body = new FormData();
  for (const file of files) body.append('arquivo', file, file.name);
  const sent = await storeApiFetch(`${env.apiBaseUrl}${ADMIN_API_PREFIX}/imagens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (sent.status === 401) throw await toSignIn();
  const reply = (await sent.json().catch(() => null)) as
    | { success: true; data: { imagens: { url: string }[] } }
    | { success: false; error: { message: string; fields?: Record<string, string> } }
    | null;
  if (reply?.success) return { urls: reply.data.imagens.map((i) => i.url) };
  return answer(null, reply?.error.message ?? 'O envio das fotos falhou. Tente novamente.', reply?.error.fields);
}

/** Applies one intent of the photos form: enviar, salvar, subir:n, descer:n, remover:n. */
export async function changePhotos(request: Request, sku: string, form: FormData): Promise<PhotoAnswer> {
  const intent = field(form, 'intent');
  const got = await adminApi(request, adminEndpoints.product, { params: { sku } });
  if (!got.ok) {
    if (got.status === 401) throw await toSignIn();
    return answer(null, got.error.message);
  }
  const { sku: _sku, ...product } = got.data;
  const images: StoredImage[] = product.imagens.map((image, index) => ({
    url: typeof image === 'string' ? image : 'url' in image ? image.url : '',
    label: field(form, `legenda-${index}`) || (typeof image === 'object' ? image.label : undefined),
  }));
  let done = 'Legendas salvas.';
  if (intent === 'enviar') {
    const files = form.getAll('arquivos').filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length === 0)
      return answer(null, 'Escolha uma ou mais fotos.', { arquivos: 'Escolha uma ou mais fotos.' });
    const sent = await uploadImages(request, files);
    if ('erro' in sent) return sent;
    images.push(...sent.urls.map((url) => ({ url })));
    done = files.length === 1 ? 'Foto enviada.' : `${files.length} fotos enviadas.`;
  } else {
    const [verb, at] = intent.split(':');
    const index = Number(at);
    if (verb && Number.isInteger(index) && index >= 0 && index < images.length) {
      const target = verb === 'subir' ? index - 1 : verb === 'descer' ? index + 1 : -1;
      if (verb === 'remover') {
        images.splice(index, 1);
        done = 'Foto removida.';
      } else if (target >= 0 && target < images.length) {
        [images[index], images[target]] = [images[target]!, images[index]!];
        done = 'Ordem salva.';
      }
    }
  }
  const put = await adminApi(request, adminEndpoints.productPut, {
    params: { sku },
    body: { ...product, imagens: images.map((i) => (i.label ? { url: i.url, label: i.label } : { url: i.url })) },
  });
  if (!put.ok) {
    if (put.status === 401) throw await toSignIn();
    return answer(null, put.error.message, put.error.fields ?? {});
  }
  return answer(done, null);
}
