// A one-page PDF with lines of Helvetica text, built by hand and synchronously: for generated
// tests (the route matrix, the fuzz) that need a readable CRLV-e without rendering one.

const escapeText = (text: string) => text.replace(/[\\()]/g, '\\$&');

export function minimalTextPdf(lines: string[]): Buffer {
  const stream = ['BT', '/F1 10 Tf', '12 TL', '50 800 Td', ...lines.map((l) => `(${escapeText(l)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A CRLV-e of an invented vehicle, as plain lines (check digits valid: RENAVAM 00639884962, CPF 529.982.247-25). */
export const minimalCrlv = () =>
  minimalTextPdf([
    'CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - ELETRÔNICO',
    'PLACA: ABC1D23',
    'CÓDIGO RENAVAM: 00639884962',
    'CHASSI: 9BR7Z9TESTE000123',
    'NOME: JOSÉ DA CONCEIÇÃO TESTE',
    'CPF / CNPJ: 529.982.247-25',
  ]);

/** The multipart body the screen sends: one part named "file". */
export function multipartFile(content: Buffer, boundary: string, filename = 'crlv-e.pdf', type = 'application/pdf'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
