import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MenuItem } from '@vitrine/contract';
import { useModalDialog } from '../ui/use-modal-dialog';
import { PostalCodeDialog } from './postal-code-dialog';
import { SupportDialog } from './support-dialog';

type Openers = { openPostalCode: () => void; openSupport: () => void };

const DialogsContext = createContext<Openers>({ openPostalCode: () => {}, openSupport: () => {} });

/** The modals every page can open from the header and menus. */
export function ShellDialogs({
  children,
  phone,
  contacts,
}: {
  children: ReactNode;
  phone: string | null;
  contacts: MenuItem[];
}) {
  const postal = useModalDialog();
  const support = useModalDialog();
  const value = useMemo(
    () => ({ openPostalCode: postal.open, openSupport: support.open }),
    [postal.open, support.open],
  );
  return (
    <DialogsContext.Provider value={value}>
      {children}
      <PostalCodeDialog dialogProps={postal.dialogProps} onDismiss={postal.close} />
      <SupportDialog dialogProps={support.dialogProps} onDismiss={support.close} phone={phone} contacts={contacts} />
    </DialogsContext.Provider>
  );
}

export function useShellDialogs(): Openers {
  return useContext(DialogsContext);
}
