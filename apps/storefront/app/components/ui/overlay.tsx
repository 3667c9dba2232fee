/** The dark overlay behind open menus (B§2.6): a click on it closes what is open. */
export function Overlay({ onClose }: { onClose: () => void }) {
  return <div className="fixed inset-0 z-30 bg-black/50" aria-hidden="true" onClick={onClose} />;
}
