/**
 * Where the caret belongs once a mask has reformatted what was typed (a phone, a CNPJ, a postal code: masks.ts,
 * postal-code.ts). Masks keep the letters and digits typed, in their order, and add or drop only separators, so the
 * caret stays after the same letters and digits: '11|98' (typed) is '(11) |98' (masked), and a caret at the end of
 * what was typed stays at the end of the masked text. Used when an on-demand part takes over a field typed into
 * before its code arrived (components/ui/hand-over.ts, decision 034).
 */

const significant = (char: string) => /^[0-9A-Za-z]$/.test(char);

export function caretAfterMask(typed: string, caret: number, masked: string): number {
  if (typed === masked) return caret;
  if (caret >= typed.length) return masked.length;
  let wanted = 0;
  for (const char of typed.slice(0, caret)) if (significant(char)) wanted += 1;
  if (wanted === 0) return 0;
  let seen = 0;
  for (const [index, char] of [...masked].entries()) {
    if (!significant(char)) continue;
    seen += 1;
    if (seen === wanted) return index + 1;
  }
  return masked.length;
}
