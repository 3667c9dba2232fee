import { describe, expect, it } from 'vitest';
import { maskPostalCode } from '../commerce/postal-code';
import { caretAfterMask } from './caret';
import { maskCnpj, maskPhone } from './masks';

describe('caretAfterMask (issue 24: typed before the code arrived, masked after)', () => {
  it('a caret at the end of what was typed stays at the end of the masked text', () => {
    // The defect: the raw caret (2) inside '(11' put the next digit between the ones: '(19) 18765-4321'.
    expect(caretAfterMask('11', 2, maskPhone('11'))).toBe('(11'.length);
    expect(caretAfterMask('1198765', 7, maskPhone('1198765'))).toBe('(11) 9876-5'.length);
    expect(caretAfterMask('12ABC345', 8, maskCnpj('12ABC345'))).toBe('12.ABC.345'.length);
    expect(caretAfterMask('013101', 6, maskPostalCode('013101'))).toBe(maskPostalCode('013101').length);
  });

  it('inside the text, the caret stays after the same letters and digits', () => {
    expect(caretAfterMask('11987', 2, '(11) 987')).toBe('(11'.length);
    expect(caretAfterMask('11987', 3, '(11) 987')).toBe('(11) 9'.length);
    expect(caretAfterMask('1234567800', 8, '12.345.678/00')).toBe('12.345.678'.length);
  });

  it('a caret before anything typed stays at the start', () => {
    expect(caretAfterMask('11987', 0, '(11) 987')).toBe(0);
    expect(caretAfterMask('', 0, '')).toBe(0);
  });

  it('text a mask leaves as it is keeps its caret', () => {
    expect(caretAfterMask('ana@exemplo.com', 4, 'ana@exemplo.com')).toBe(4);
  });
});
