// The name a downloaded report is saved under (wizards-and-management.md §7 'Login, reports, password'): the one the
// server gives in Content-Disposition, else the report's description with the extension of its content type.

const EXTENSOES: Record<string, string> = {
  'text/csv': '.csv',
  'application/pdf': '.pdf',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/zip': '.zip',
  'text/plain': '.txt',
};

// Characters no file system accepts in a name, and control characters.
// eslint-disable-next-line no-control-regex
const PROIBIDOS = /[\u0000-\u001f\\/:*?"<>|]+/g;

function limpo(nome: string): string {
  return nome.replace(PROIBIDOS, '_').trim();
}

function decodificar(texto: string): string {
  try {
    return decodeURIComponent(texto);
  } catch {
    return texto;
  }
}

/** The file name of a Content-Disposition header (filename* first, RFC 6266), or null. */
function nomeDoCabecalho(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const estendido = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(contentDisposition);
  if (estendido) return limpo(decodificar(estendido[1].trim().replace(/^"|"$/g, ''))) || null;
  const simples = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(contentDisposition);
  const nome = simples?.[1]?.replace(/\\(.)/g, '$1') ?? simples?.[2]?.trim();
  return nome ? limpo(decodificar(nome)) || null : null;
}

/** The name to save a report under. */
export function nomeDoArquivo(
  contentDisposition: string | null,
  contentType: string | null,
  descricao: string,
): string {
  const doServidor = nomeDoCabecalho(contentDisposition);
  if (doServidor) return doServidor;
  const tipo = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return `${limpo(descricao) || 'relatorio'}${EXTENSOES[tipo] ?? ''}`;
}
