/**
 * A real one-page PDF (PDF 1.4, Helvetica) holding `lines` of text, for tests of text
 * extraction: written byte by byte here so no fixture file or PDF writer is needed.
 */
export function textPdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const escaped = (line: string) => line.replace(/[()\\]/g, (c) => `\\${c}`);
  const shown = lines.map((line, i) => `${i ? "0 -16 Td " : ""}(${escaped(line)}) Tj`).join(" ");
  const stream = `BT /F1 12 Tf 72 720 Td ${shown} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}
