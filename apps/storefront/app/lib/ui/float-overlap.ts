/** Controls a floating button must never cover (B§2.6: floating elements cover no control and no price). */
const CONTROL = 'a[href], button, input, select, textarea, summary, [role="button"]';
/** A price the shopper must be able to read ('R$ 1.234,56'). */
const PRICE = /R\$\s?\d/;

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/** Whether two boxes share any area (an empty box, e.g. a closed section's content, never does). */
export function overlaps(a: Box, b: Box): boolean {
  if (a.width === 0 || a.height === 0 || b.width === 0 || b.height === 0) return false;
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

export const isPriceText = (text: string) => PRICE.test(text);

/** The controls and the elements holding a price in `root`, except those of the floating element itself. */
export function coverableElements(root: HTMLElement, floating: Element): Element[] {
  const found = new Set<Element>(root.querySelectorAll(CONTROL));
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && isPriceText(node.textContent ?? '')) found.add(node.parentElement);
  }
  return [...found].filter((element) => !floating.contains(element));
}
