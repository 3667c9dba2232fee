import { useEffect, type ComponentType } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { flashFor } from '../../lib/forms/form-flash';
import type { FormId } from '../../lib/forms/form-reply';
import { onDemand } from '../ui/on-demand';

/**
 * The forms of T§2 that are not a page's first interaction, with their code on demand (decision 026): the server
 * renders them, a post before the code is there is the plain form post of a visit without JavaScript, and the code
 * loads when the pointer, a finger or the focus reaches the form. A page that comes back from a plain post with this
 * form's answer loads it at once, so the answer's notice behaves as it does after hydration.
 */
function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>, formOf: (props: P) => FormId) {
  const { Component: Part, preload, reach } = onDemand(load);
  function DeferredForm(props: P) {
    const { pathname } = useLocation();
    const answered = flashFor(useRouteLoaderData('root'), formOf(props), pathname) !== null;
    useEffect(() => {
      if (answered) void preload();
    }, [answered]);
    return <Part {...props} />;
  }
  // `reach` starts loading the code (a control outside the form that leads to it was reached).
  return Object.assign(DeferredForm, { reach });
}

export const NewsletterForm = deferredForm(
  () => import('./newsletter-form').then((m) => m.NewsletterForm),
  ({ variant }) => (variant === 'popup' ? 'newsletter-popup' : 'newsletter-rodape'),
);

export const ReviewFormBody = deferredForm(
  () => import('./review-form').then((m) => m.ReviewFormBody),
  ({ kind }) => (kind === 'produto' ? 'avaliacao-produto' : 'avaliacao-lista'),
);

export const QuestionForm = deferredForm(
  () => import('./question-form').then((m) => m.QuestionForm),
  () => 'pergunta',
);

export const NotifyMeForm = deferredForm(
  () => import('./notify-me-form').then((m) => m.NotifyMeForm),
  ({ kind }) => (kind === 'lista' ? 'avise-me-lista' : 'avise-me'),
);

export const SobConsultaForm = deferredForm(
  () => import('./sob-consulta-form').then((m) => m.SobConsultaForm),
  () => 'sob-consulta',
);
