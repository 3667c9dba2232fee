import type { Quote } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { quotePrintPath } from '../../lib/forms/form-texts';
import { QuoteDocument } from './quote-document';

const QUOTE_NOT_FOUND_TEXT = 'Orçamento não encontrado. Confira o link recebido por e-mail.';

/** T§2 the institutional pages' quote block (?key=): the quote and a link to its printable page. */
export function QuoteBlock({ quoteKey, quote }: { quoteKey: string; quote: Quote | null }) {
  return (
    <section aria-label="Orçamento" className="mb-6 max-w-4xl rounded-md border border-brand-200 bg-white p-4">
      {quote ? (
        <>
          <QuoteDocument quote={quote} headingLevel={2} />
          <Link to={quotePrintPath(quoteKey)} className="btn-primary mt-4 w-fit">
            Versão para impressão
          </Link>
        </>
      ) : (
        <p role="alert" className="font-semibold text-red-800">
          {QUOTE_NOT_FOUND_TEXT}
        </p>
      )}
    </section>
  );
}
