/** The shell's pop-ups' anchors: links open them without JavaScript, and a plain post of their form comes back to them. */
export const POSTAL_CODE_DIALOG_ID = 'cep-modal';
export const SUPPORT_DIALOG_ID = 'atendimento';
export const CONTACT_DIALOG_ID = 'contato';
