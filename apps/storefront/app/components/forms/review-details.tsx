import { useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { REVIEW_OPEN_TEXT } from '../../lib/forms/form-texts';
import { flashFor } from '../../lib/forms/form-flash';
import { ReviewFormBody } from './deferred-forms';
import type { ReviewFormProps } from './review-form';

const REVIEW_ANCHOR = 'avaliar';

/**
 * T§2 review form of a product or a purchase list, revealed by 'Avaliar' (a disclosure, so it opens without
 * JavaScript too; open when a plain post brought its answer back). The disclosure is part of the page, so the first
 * click on 'Avaliar' opens it at once; the form inside loads its code on demand (decision 026), at the latest when it
 * opens.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { pathname } = useLocation();
  const form = props.kind === 'produto' ? 'avaliacao-produto' : 'avaliacao-lista';
  const answered = flashFor(useRouteLoaderData('root'), form, pathname) !== null;
  const [open, setOpen] = useState(answered);
  return (
    <details
      id={REVIEW_ANCHOR}
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (event.currentTarget.open) ReviewFormBody.reach();
      }}
      onPointerOver={ReviewFormBody.reach}
      onFocus={ReviewFormBody.reach}
      onTouchStart={ReviewFormBody.reach}
      className="review-form flex flex-col gap-3"
    >
      <summary className="btn-primary w-fit cursor-pointer list-none">{REVIEW_OPEN_TEXT}</summary>
      <ReviewFormBody {...props} />
    </details>
  );
}
