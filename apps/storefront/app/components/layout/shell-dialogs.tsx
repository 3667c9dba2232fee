import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { MenuItem } from '@vitrine/contract';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { onDemand } from '../ui/on-demand';

/**
 * The pop-ups' code loads when they are first opened (decision 026); each opens once its code is there. The server
 * renders them closed, so they are the address's target without JavaScript (decision 017).
 */
const { Component: PostalCodeDialog, preload: preloadPostalCode } = onDemand(() =>
  import('../header/postal-code-dialog').then((m) => m.PostalCodeDialog),
);
const { Component: SupportDialog, preload: preloadSupport } = onDemand(() =>
  import('./support-dialog').then((m) => m.SupportDialog),
);

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
  const { open: showPostal } = postal;
  const { open: showSupport } = support;
  const openPostalCode = useCallback(() => {
    void preloadPostalCode().then(showPostal);
  }, [showPostal]);
  const openSupport = useCallback(() => {
    void preloadSupport().then(showSupport);
  }, [showSupport]);
  const value = useMemo(() => ({ openPostalCode, openSupport }), [openPostalCode, openSupport]);
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
