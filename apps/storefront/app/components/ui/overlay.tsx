/** Marks the overlay, so a pointer leaving an open menu onto it keeps the menu open until the click. */
const OVERLAY_ATTRIBUTE = 'data-overlay';

/**
 * The dark overlay behind open menus (B§2.6, T§2): a click on it closes what is open and does nothing else (it is
 * never passed on to what lies under it).
 */
export function Overlay({ onClose }: { onClose: () => void }) {
  return (
    <div
      className="fixed inset-0 z-30 bg-black/50"
      aria-hidden="true"
      data-overlay=""
      // The press keeps the focus where it is: a blur would close the menu under the pointer before the click, and
      // the click would then reach the page beneath.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    />
  );
}

/** The pointer went onto the overlay (a menu stays open then: the overlay's click closes it). */
export const isOverlay = (target: EventTarget | null): boolean =>
  target instanceof Element && target.hasAttribute(OVERLAY_ATTRIBUTE);
