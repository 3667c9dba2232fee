import type { MenuItem } from '@vitrine/contract';
import { MenuItemIcon } from '../header/menu-entry';
import { TitledDialog, type DialogProps } from '../ui/titled-dialog';
import { ContactEntries } from './contact-entries';
import { CONTACT_DIALOG_ID } from './dialog-ids';

type Props = { dialogProps: DialogProps; onDismiss: () => void; contacts: MenuItem[] };

/**
 * The contact pop-up of the floating button (T§2 'WhatsApp contact modal', B§2.6): a modal with the contact menu's
 * entries (WhatsApp, phone, e-mail…), each with its icon. Without JavaScript it is the target of the button's link.
 */
export function ContactDialog({ dialogProps, onDismiss, contacts }: Props) {
  return (
    <TitledDialog
      dialogProps={dialogProps}
      onDismiss={onDismiss}
      title="Fale conosco"
      anchorId={CONTACT_DIALOG_ID}
      widthClass="w-[min(92vw,22rem)]"
    >
      <ul className="flex flex-col gap-2">
        <ContactEntries
          contacts={contacts}
          className="contact-entry"
          render={(item) => (
            <>
              <MenuItemIcon item={item} className="size-5 text-brand-700" />
              {item.label}
            </>
          )}
        />
      </ul>
    </TitledDialog>
  );
}
