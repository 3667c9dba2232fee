/** A one-page PDF manual built in code (PDF 1.4, Helvetica, ASCII text only). */

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

export function manualPdf(slug: string): Buffer {
  const title = slug.endsWith('-guia-rapido') ? 'Guia rapido' : 'Manual do usuario';
  const lines = [
    ['F1', 20, title],
    ['F1', 14, slug],
    ['F2', 11, 'Vitrine Instrumentos - contato@vitrineinstrumentos.com.br - (11) 4000-0000'],
    ['F2', 11, 'Leia todas as instrucoes antes de usar o equipamento.'],
    ['F2', 11, 'Garantia contra defeitos de fabricacao conforme o certificado que acompanha o produto.'],
  ] as const;
  let y = 780;
  const content = lines
    .map(([font, size, text]) => {
      const op = `BT /${font} ${size} Tf 56 ${y} Td (${pdfText(text)}) Tj ET`;
      y -= size + 14;
      return op;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
