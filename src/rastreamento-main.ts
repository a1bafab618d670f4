// Entry of rastreamento.html: the public tracking page a patient opens on a phone, without the app's code
// (docs/decisions/012-rastreamento-failure.md).
import { mountRastreamento } from './features/rastreamento/components/rastreamento-screen';

const prefixo = '/rastreamento/';
const { pathname } = window.location;
const bruto = pathname.startsWith(prefixo) ? pathname.slice(prefixo.length).split('/')[0] : '';

/** The code as typed in the link; a malformed escape is shown as it came (the consultation then fails plainly). */
function decodificar(texto: string): string {
  try {
    return decodeURIComponent(texto);
  } catch {
    return texto;
  }
}

const codigo = decodificar(bruto);
const root = document.getElementById('root');
if (root) mountRastreamento(root, codigo);
