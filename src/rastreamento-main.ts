// Entry of rastreamento.html: the public tracking page a patient opens on a phone, without the app's code
// (docs/decisions/012-rastreamento-failure.md).
import { mountRastreamento } from './features/rastreamento/components/rastreamento-screen';

const prefixo = '/rastreamento/';
const { pathname } = window.location;
const codigo = pathname.startsWith(prefixo) ? decodeURIComponent(pathname.slice(prefixo.length).split('/')[0]) : '';
const root = document.getElementById('root');
if (root) mountRastreamento(root, codigo);
