/**
 * Staff accounts (issue 37): the password reset by e-mail (a one-time link of an hour), the TOTP second factor a user
 * turns on from her account (with one-time recovery codes) and the owner's rule that every user must have it.
 */
import { z } from 'zod';
import { adminNewPasswordSchema, adminSessionSchema, adminSignInSchema } from './backoffice';

/** Characters of a random token of ours (32 bytes in base64url). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const PASSWORD_RESET_LINK_INVALID =
  'Este link de redefinição é inválido, expirou ou já foi usado. Peça um novo em "Esqueci minha senha".';
/** Minutes a reset link works. */
export const PASSWORD_RESET_MINUTES = 60;
/** The page a reset e-mail links to (`?token=`). */
export const PASSWORD_RESET_PATH = '/admin/senha/redefinir';
/** The answer to every reset request, whether the e-mail has an account or not (no account enumeration). */
export const PASSWORD_RESET_SENT =
  'Se este e-mail for de um usuário ativo do painel, enviamos um link para criar uma nova senha. ' +
  `O link vale por ${PASSWORD_RESET_MINUTES} minutos e só pode ser usado uma vez.`;

const resetToken = z
  .string({ error: PASSWORD_RESET_LINK_INVALID })
  .refine((v) => TOKEN.test(v), PASSWORD_RESET_LINK_INVALID);

export const passwordResetRequestSchema = z.object({ email: adminSignInSchema.shape.email });
export const passwordResetCheckSchema = z.object({ token: resetToken });
/** The link's page: the new password twice (the rules of a password change). */
export const passwordResetSchema = z
  .object({
    token: resetToken,
    nova: adminNewPasswordSchema,
    confirmacao: z.string({ error: 'Confirmação: repita a nova senha.' }).max(200),
  })
  .refine((v) => v.nova === v.confirmacao, {
    path: ['confirmacao'],
    message: 'Confirmação: não é igual à nova senha.',
  });
export type PasswordReset = z.input<typeof passwordResetSchema>;

// ————— second factor —————

const CODE_MESSAGE = 'Código: informe os 6 números do aplicativo autenticador ou um código de recuperação.';
/** A code of the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const totpCodeSchema = z
  .string({ error: CODE_MESSAGE })
  .max(40, CODE_MESSAGE)
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .refine((v) => /^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/.test(v), CODE_MESSAGE);

/** The sign-in's answer: a session, or (her second factor on) the challenge the code is sent with. */
export const adminSignInAnswerSchema = z.union([
  adminSessionSchema,
  z.object({ segundoFator: z.literal(true), desafio: z.string() }),
]);
export type AdminSignInAnswer = z.infer<typeof adminSignInAnswerSchema>;
export const signInCodeSchema = z.object({
  desafio: z
    .string({ error: 'A etapa de verificação expirou. Entre de novo.' })
    .refine((v) => TOKEN.test(v), 'A etapa de verificação expirou. Entre de novo.'),
  codigo: totpCodeSchema,
});

export const twoFactorStatusSchema = z.object({
  ativo: z.boolean(),
  /** The owner requires it of every user. */
  exigido: z.boolean(),
  /** Recovery codes not used yet. */
  codigosRestantes: z.number().int(),
  /** While she enrols: the secret to type, the otpauth:// address and its QR code (an SVG data URL). */
  pendente: z.object({ segredo: z.string(), uri: z.string(), qr: z.string() }).nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorConfirmSchema = z.object({ codigo: totpCodeSchema });
export const twoFactorCodesSchema = z.object({ codigosRecuperacao: z.array(z.string()) });
export const twoFactorDisableSchema = z.object({
  senha: adminSignInSchema.shape.senha,
  codigo: totpCodeSchema,
});

export const securityPolicySchema = z.object({
  exigirDoisFatores: z.boolean({ error: 'Exigir verificação em duas etapas: true ou false.' }),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;
