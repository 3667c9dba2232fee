import type { MenuItem } from '@vitrine/contract';
import { OPENING_HOURS } from '../../lib/constants';
import { menuHref } from '../../lib/ui/menu';
import { telHref } from '../../lib/ui/text';
import { ClockIcon, PhoneIcon } from '../ui/icons';
import { TitledDialog, type DialogProps } from '../ui/titled-dialog';
import { SUPPORT_DIALOG_ID } from './dialog-ids';

type Props = { dialogProps: DialogProps; onDismiss: () => void; phone: string | null; contacts: MenuItem[] };

/** Support pop-up with the phone line and the opening hours (B§2.6, T§2). */
export function SupportDialog({ dialogProps, onDismiss, phone, contacts }: Props) {
  return (
    <TitledDialog
      dialogProps={dialogProps}
      onDismiss={onDismiss}
      title="Central de atendimento"
      anchorId={SUPPORT_DIALOG_ID}
      widthClass="w-[min(92vw,24rem)]"
    >
      <ul className="space-y-3 text-sm text-gray-800">
        {phone ? (
          <li className="flex items-center gap-2">
            <PhoneIcon className="size-5 text-brand-700" />
            <a href={telHref(phone)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
              {phone}
            </a>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <ClockIcon className="size-5 text-brand-700" />
          <span>{OPENING_HOURS}</span>
        </li>
        {contacts.map((item) => (
          <li key={item.id}>
            <a
              href={menuHref(item)}
              target={item.target}
              rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </TitledDialog>
  );
}
