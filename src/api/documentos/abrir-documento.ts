import { systemsUrl } from '@/api/clients';

/**
 * Opens a printable document of the systems API in a new window. The address carries only the documented path ids;
 * the window keeps its opener so that, with the in-browser mock back-end, it inherits the tab's session storage.
 */
export function abrirDocumento(path: string): void {
  window.open(systemsUrl(path), '_blank');
}
