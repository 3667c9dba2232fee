import { photoSources } from '@vitrine/contract/photos';
import { Form } from '../ui/router-link';
import { AnswerNotices } from './admin-ui';
import { Field } from '../forms/field';
import { SubmitButton } from '../forms/submit-button';

export type PhotoItem = { url: string; label: string };
export type PhotosAnswer = { ok: string | null; erro: string | null; campos: Record<string, string> };

/** The small size of an image address (a '{tamanho}' pattern or one file). */
const small = (url: string) => url.replace('{tamanho}', 'small');

/**
 * A product's photos in the back office (issue 35): send new ones, put them in order, label and remove them — plain
 * form posts, so every step works without JavaScript. Self-contained: the product editor places it as it is.
 */
export function ProductPhotos({
  sku,
  nome,
  imagens,
  answer,
}: {
  sku: string;
  nome: string;
  imagens: readonly PhotoItem[];
  answer: PhotosAnswer | undefined;
}) {
  return (
    <section aria-labelledby="fotos-titulo" data-testid="product-photos">
      <h2 id="fotos-titulo" className="mb-2 text-lg font-bold">
        Fotos de {nome} (SKU {sku})
      </h2>
      <AnswerNotices answer={answer} />
      {answer && Object.keys(answer.campos).length > 0 ? (
        <ul className="mb-2 list-disc pl-5 text-red-900">
          {Object.entries(answer.campos).map(([where, message]) => (
            <li key={where}>
              {where}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mb-6 flex flex-wrap items-end gap-3">
        <Field
          label="Novas fotos (JPEG, PNG, WebP ou AVIF, até 20 MB cada)"
          type="file"
          name="arquivos"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          message={answer?.campos.arquivos}
        />
        <SubmitButton name="intent" value="enviar">
          Enviar fotos
        </SubmitButton>
      </Form>
      {imagens.length === 0 ? (
        <p>Este produto ainda não tem fotos.</p>
      ) : (
        <Form method="post">
          <ol className="flex flex-col gap-3">
            {imagens.map((image, index) => (
              <li
                key={`${image.url}-${index}`}
                className="flex flex-wrap items-end gap-3 rounded border border-gray-200 p-2"
              >
                <img
                  src={small(image.url)}
                  {...photoSources(small(image.url), 'thumbnail', '96px')}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 rounded object-contain"
                />
                <Field
                  label={`Legenda da foto ${index + 1}`}
                  name={`legenda-${index}`}
                  defaultValue={image.label}
                  maxLength={300}
                />
                <div className="flex flex-wrap gap-2">
                  {index > 0 ? (
                    <SubmitButton name="intent" value={`subir:${index}`} look="secondary">
                      Subir foto {index + 1}
                    </SubmitButton>
                  ) : null}
                  {index < imagens.length - 1 ? (
                    <SubmitButton name="intent" value={`descer:${index}`} look="secondary">
                      Descer foto {index + 1}
                    </SubmitButton>
                  ) : null}
                  <SubmitButton name="intent" value={`remover:${index}`} look="secondary">
                    Remover foto {index + 1}
                  </SubmitButton>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-3">
            <SubmitButton name="intent" value="salvar">
              Salvar legendas
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
