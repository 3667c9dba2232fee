import { useId } from 'react';
import { onDemand } from '../ui/on-demand';

/** The entry's code loads when the pointer, a finger or the focus reaches the box (decision 026). */
const { Component: PostalCodeForm } = onDemand(() =>
  import('../header/postal-code-form').then((m) => m.PostalCodeForm),
);

const POSTAL_CODE_BOX_ID = 'cep-home';

/** T§4 home postal-code box: the same entry as the menu modal, in the page. */
export function PostalCodeBox() {
  const titleId = useId();
  return (
    <section
      id={POSTAL_CODE_BOX_ID}
      aria-labelledby={titleId}
      className="mt-6 max-w-md rounded-md border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id={titleId} className="text-base font-bold text-brand-900">
        Informe seu CEP
      </h2>
      <p className="mb-2 text-sm text-gray-700">Veja prazos e frete para a sua região.</p>
      <PostalCodeForm anchor={POSTAL_CODE_BOX_ID} />
    </section>
  );
}
