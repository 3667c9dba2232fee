import type { TwoFactorStatus } from '@vitrine/contract';
import { Form } from '../ui/router-link';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { Field } from '../forms/field';
import { SubmitButton } from '../forms/submit-button';

/**
 * Her second factor on /admin/conta (issue 37): off, a button starts the enrolment; while enrolling, the QR code, the
 * secret to type by hand and the code that confirms it; on, the recovery codes left and the form that turns it off
 * (password and a code). Every step is a plain form post.
 */
export function TwoFactorPanel({
  status,
  answer,
  recoveryCodes,
}: {
  status: TwoFactorStatus;
  answer: AdminAnswer | undefined;
  recoveryCodes: string[] | null;
}) {
  return (
    <section aria-labelledby="dois-fatores" className="max-w-xl">
      <h2 id="dois-fatores" className="mb-2 text-lg font-bold">
        Verificação em duas etapas
      </h2>
      {recoveryCodes && recoveryCodes.length > 0 ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {status.ativo ? (
        <Enabled status={status} answer={answer} />
      ) : status.pendente ? (
        <Enrolling pendente={status.pendente} answer={answer} />
      ) : (
        <>
          <p className="mb-3">
            Desativada. Com ela, entrar no painel pede, além da senha, um código de 6 números de um aplicativo
            autenticador no celular (Google Authenticator, Microsoft Authenticator, FreeOTP ou outro).
          </p>
          <Form method="post">
            <SubmitButton name="intent" value="totp-inicio">
              Ativar verificação em duas etapas
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}

function Enrolling({ pendente, answer }: { pendente: NonNullable<TwoFactorStatus['pendente']>; answer?: AdminAnswer }) {
  const state = formState(answer, 'totp-confirmar');
  return (
    <>
      <ol className="mb-3 list-decimal space-y-1 pl-5">
        <li>Abra o aplicativo autenticador e leia o QR code (ou digite a chave abaixo).</li>
        <li>Digite o código de 6 números que o aplicativo mostrar.</li>
      </ol>
      <img
        src={pendente.qr}
        width={200}
        height={200}
        alt="QR code da verificação em duas etapas para o aplicativo autenticador"
        className="mb-3 border border-gray-300 bg-white"
      />
      <p className="mb-3">
        Chave para digitar: <code className="break-all font-mono font-bold">{pendente.segredo}</code>
      </p>
      <Form method="post" noValidate className="grid gap-3">
        <Field
          label="Código do aplicativo"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...state.field('codigo')}
        />
        <div>
          <SubmitButton name="intent" value="totp-confirmar">
            Confirmar e ativar
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

function Enabled({ status, answer }: { status: TwoFactorStatus; answer?: AdminAnswer }) {
  return (
    <>
      <p className="mb-3">Ativada. Códigos de recuperação ainda não usados: {status.codigosRestantes}.</p>
      {status.exigido ? (
        <p className="mb-3">A loja exige a verificação em duas etapas de todos os usuários: ela fica ativada.</p>
      ) : (
        <Disable answer={answer} />
      )}
    </>
  );
}

function Disable({ answer }: { answer?: AdminAnswer }) {
  const state = formState(answer, 'totp-desativar');
  return (
    <>
      <h3 className="mb-2 font-bold">Desativar</h3>
      <Form method="post" noValidate className="grid gap-3">
        <Field label="Senha" type="password" autoComplete="current-password" required {...state.field('senha')} />
        <Field
          label="Código do aplicativo ou de recuperação"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...state.field('codigo')}
        />
        <div>
          <SubmitButton name="intent" value="totp-desativar" look="secondary">
            Desativar verificação em duas etapas
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mb-4 rounded border border-gray-400 bg-white p-3">
      <p className="mb-2 font-semibold">
        Guarde estes códigos de recuperação em lugar seguro. Cada um entra uma vez sem o celular; eles não serão
        mostrados de novo.
      </p>
      <ul aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-1 font-mono">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}
