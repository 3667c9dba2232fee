import { data } from 'react-router';
import { FORM_HANDLERS } from '../../../server/forms/handlers.server';
import { handleFormPost } from '../../../server/forms/post.server';
import type { FormId, FormReply } from '../../../lib/forms/form-reply';
import type { Route } from './+types/form';

/**
 * POST /resources/forms/{form}: every form of T§2 (decision 017). A fetcher (js=1) gets the reply as JSON; a plain
 * form post is redirected back to its page with the reply in a one-time cookie. Unknown forms are 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const handler = Object.hasOwn(FORM_HANDLERS, params.form) ? FORM_HANDLERS[params.form as FormId] : undefined;
  if (!handler) throw data(null, { status: 404 });
  return handleFormPost(request, handler);
}

/**
 * A post that never reaches the server (the connection dropped) is the form's failure (T§8 'Erro ao Enviar!',
 * 'Houve um erro ao enviar.' …) shown inline with the values kept, not the error page.
 */
export async function clientAction({ serverAction, params }: Route.ClientActionArgs): Promise<FormReply> {
  try {
    return await serverAction();
  } catch {
    return { form: params.form as FormId, status: 'erro', result: {} };
  }
}

/** Nothing to read here: a GET (a bookmarked form address) is the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}
