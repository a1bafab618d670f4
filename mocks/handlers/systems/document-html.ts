import { HttpResponse } from 'msw';
import { formatDateTimeBR } from '@/lib/dates/format';
/** A printable A4 page as the systems API would send it: header, sections of label/value pairs, signature lines. */
export interface DocumentSection {
  title: string;
  fields: readonly (readonly [string, string | number | null | undefined])[];
  /** A free text printed as a paragraph under the fields. */
  text?: string | null;
}

export interface PrintableDocument {
  title: string;
  codigo?: string;
  /** What the number is of: 'Pedido' (a request's documents) unless said otherwise ('Demanda'). */
  registro?: 'Pedido' | 'Demanda';
  sections: readonly DocumentSection[];
  signatures: readonly string[];
}

/** The requesting doctor's signature line. */
export const MEDICO = 'Médico solicitante (assinatura e carimbo)';

const HOSPITAL = 'HOSPITAL DAS CLÍNICAS — FACULDADE DE MEDICINA';

const escape = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const show = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'Não informado' : escape(value);

const STYLE = `
@page { size: A4; margin: 15mm; }
* { box-sizing: border-box; }
body { font: 11pt/1.4 Arial, Helvetica, sans-serif; color: #111; margin: 0; background: #e8e8e8; }
main { width: 210mm; min-height: 297mm; margin: 12px auto; padding: 15mm; background: #fff; }
header { border-bottom: 2px solid #111; margin-bottom: 8mm; display: flex; justify-content: space-between; gap: 8mm; }
header p { margin: 0; font-weight: 700; }
h1 { font-size: 15pt; margin: 2mm 0; }
h2 { font-size: 11.5pt; margin: 6mm 0 2mm; border-bottom: 1px solid #555; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 4mm; margin: 0; }
dt { font-weight: 700; }
dd { margin: 0; }
.texto { white-space: pre-wrap; margin: 2mm 0 0; }
.assinaturas { display: flex; gap: 12mm; margin-top: 22mm; }
.assinaturas div { flex: 1; border-top: 1px solid #111; padding-top: 1mm; text-align: center; }
.imprimir { position: fixed; top: 8px; right: 8px; padding: 6px 14px; font: inherit; }
@media print {
  body { background: #fff; }
  main { margin: 0; padding: 0; width: auto; min-height: 0; }
  .imprimir { display: none; }
}`;

function section(s: DocumentSection): string {
  const rows = s.fields.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${show(value)}</dd>`).join('');
  const text = s.text === undefined ? '' : `<p class="texto">${show(s.text)}</p>`;
  return `<section><h2>${escape(s.title)}</h2>${rows ? `<dl>${rows}</dl>` : ''}${text}</section>`;
}

/** The whole HTML page of a document. */
function documentHtml(doc: PrintableDocument, emitidoEm: string): string {
  const signatures = doc.signatures.map((s) => `<div>${escape(s)}</div>`).join('');
  const registro = doc.registro ?? 'Pedido';
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escape(doc.title)}${doc.codigo ? ` — ${registro.toLowerCase()} nº ${escape(doc.codigo)}` : ''}</title>
<style>${STYLE}</style></head>
<body>
<main>
<button type="button" class="imprimir" onclick="window.print()">Imprimir</button>
<header><div><p>${HOSPITAL}</p><h1>${escape(doc.title)}</h1></div>
<div>${doc.codigo ? `<p>${registro} nº ${escape(doc.codigo)}</p>` : ''}<p>Emitido em ${escape(emitidoEm)}</p></div></header>
${doc.sections.map(section).join('\n')}
<footer class="assinaturas">${signatures}</footer>
</main>
</body>
</html>`;
}

/** A document that cannot be built (unknown request): still a readable page. */
export function notFoundHtml(title: string): string {
  return documentHtml(
    {
      title,
      sections: [{ title: 'Documento indisponível', fields: [], text: 'Registro não encontrado.' }],
      signatures: [],
    },
    '',
  );
}

/** An HTML answer of the systems API. */
export function html(body: string, status = 200): Response {
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** A document's page, issued now. */
export function page(doc: PrintableDocument): Response {
  return html(documentHtml(doc, formatDateTimeBR(new Date())));
}
