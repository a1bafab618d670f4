import { systemsUrl } from '@/api/clients';

// Printable documents of the systems API open in a new window. The address carries only the documented path ids; the
// window keeps its opener so that, with the in-browser mock back-end, it inherits the tab's session storage.

/** The document's address (for a window, or a link the user clicks when the browser blocked the window). */
export function enderecoDocumento(path: string): string {
  return systemsUrl(path);
}

/** What the user reads when the browser refused a document's window. */
export const DOCUMENTO_BLOQUEADO = 'O navegador bloqueou a janela do documento.';

/** Opens a printable document in a new window, straight from the user's click; false when the browser refused it. */
export function abrirDocumento(path: string): boolean {
  return window.open(enderecoDocumento(path), '_blank') !== null;
}

/**
 * A blank window opened within the user's click, for a document whose address is known only after a save
 * (docs/decisions/007-print-dialogs-and-documents.md 'A window opened within the click'): WebKit refuses a window opened
 * after an await, once the click's activation is spent. Null when the browser blocked it anyway.
 */
export function abrirJanelaEmBranco(): Window | null {
  return window.open('', '_blank');
}

/** Points a window opened by `abrirJanelaEmBranco` at the document; false when it is gone (blocked or closed). */
export function mostrarDocumento(janela: Window | null, path: string): boolean {
  if (!janela || janela.closed) return false;
  janela.location.href = enderecoDocumento(path);
  return true;
}
