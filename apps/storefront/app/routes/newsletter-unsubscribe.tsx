import { data, useActionData, useLoaderData } from 'react-router';
import { Form } from '../components/ui/router-link';
import type { Route } from './+types/newsletter-unsubscribe';
import { SimplePage } from '../components/ui/simple-page';
import { unsubscribeNewsletter } from '../server/api/api.server';
import { FormAlert, SubmitButton } from '../components/forms/submit-button';

/**
 * /newsletter/descadastrar?t= (issue 27, T§9): the link of every newsletter and marketing e-mail. The page asks for
 * one click (a mail scanner opening links unsubscribes no one); a mail client's one-click POST (RFC 8058,
 * `List-Unsubscribe-Post`) to the same address works at once too.
 */
export const meta = () => [{ title: 'Descadastrar da newsletter' }, { name: 'robots', content: 'noindex' }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('t') ?? '' };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const posted = form.get('t');
  const token = typeof posted === 'string' && posted ? posted : (new URL(request.url).searchParams.get('t') ?? '');
  const result = await unsubscribeNewsletter(request, token);
  if (result.ok) return { ok: true as const, email: result.data.email };
  return data({ ok: false as const, email: null }, { status: result.status === 400 ? 400 : result.status });
}

export default function Unsubscribe() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <SimplePage title="Descadastrar da newsletter">
      <div className="my-6 max-w-xl">
        {answer?.ok ? (
          <p role="status" className="text-lg">
            Pronto: {answer.email} não receberá mais nossa newsletter nem ofertas por e-mail.
          </p>
        ) : (
          <>
            <FormAlert kind="error" look="line" className="mb-4">
              {answer && !answer.ok ? 'Link de descadastro inválido. Use o link do e-mail que você recebeu.' : null}
            </FormAlert>
            <p className="mb-4">Confirme para deixar de receber a newsletter e as ofertas da loja por e-mail.</p>
            <Form method="post">
              <input type="hidden" name="t" value={token} />
              <SubmitButton>Confirmar descadastro</SubmitButton>
            </Form>
          </>
        )}
      </div>
    </SimplePage>
  );
}
