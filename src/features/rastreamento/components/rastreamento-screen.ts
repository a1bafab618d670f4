// The public tracking page (requester-side.md §2 'Order tracking page'), loading, failing or loaded. On failure the
// specification only stops the spinner (§8 'Tracking load failure'); a patient gets a message and a retry instead
// (docs/decisions/012-rastreamento-failure.md).
import { getRastreio } from '../api/get-rastreio';
import type { Rastreio } from '../api/read-rastreio';
import { h } from './dom';
import { rastreioDados } from './rastreio-dados';
import './rastreamento.css';

// Only a 404 says the link may be wrong: a failing back-end or an unreadable answer is no fault of the link (decision 012).
const MENSAGEM_FALHA = 'Não foi possível consultar o pedido. Tente novamente mais tarde.';
const MENSAGEM_NAO_ENCONTRADO = 'Pedido não encontrado. Confira o número do link.';

/**
 * The page is kept out of search engines and sends no Referer (its address carries the request's code): the same
 * meta elements rastreamento.html carries in its HTML, added when the app's own route shows the page. Returns their removal.
 */
function metasPrivadas(): () => void {
  const novas = [
    ['robots', 'noindex, nofollow'],
    ['referrer', 'no-referrer'],
  ]
    .filter(([name]) => !document.head.querySelector(`meta[name="${name}"]`))
    .map(([name, content]) => h('meta', { name, content }));
  document.head.append(...novas);
  return () => novas.forEach((meta) => meta.remove());
}

/** Renders the tracking of `codigoPedido` into `root`; returns the clean-up (a late answer is then ignored). */
export function mountRastreamento(root: HTMLElement, codigoPedido: string): () => void {
  let geracao = 0;
  const titulo = h('h1', { id: 'rastreio-titulo', tabindex: '-1' }, 'Rastreamento do pedido');
  const corpo = h('div', { class: 'rastreio__corpo' });
  const pagina = h(
    'main',
    { class: 'rastreio', 'aria-labelledby': 'rastreio-titulo' },
    titulo,
    h('p', { class: 'rastreio__codigo' }, `Pedido nº ${codigoPedido}`),
    corpo,
  );

  const mostrar = (...nodes: Node[]) => corpo.replaceChildren(...nodes);

  const falha = (mensagem: string, depoisDeRetentar: boolean) => {
    const tentar = h('button', { type: 'button', class: 'rastreio__tentar' }, 'Tentar novamente');
    tentar.addEventListener('click', () => carregar(true));
    mostrar(h('div', { class: 'rastreio__falha', role: 'alert' }, h('p', {}, mensagem)), tentar);
    if (depoisDeRetentar) tentar.focus();
  };

  const carregar = (depoisDeRetentar: boolean) => {
    geracao += 1;
    const esta = geracao;
    mostrar(h('p', { class: 'rastreio__carregando', role: 'status' }, 'Carregando...'));
    getRastreio(codigoPedido).then(
      (rastreio: Rastreio | null) => {
        if (esta !== geracao) return;
        if (!rastreio) {
          falha(MENSAGEM_NAO_ENCONTRADO, depoisDeRetentar);
          return;
        }
        mostrar(...rastreioDados(rastreio));
        if (depoisDeRetentar) titulo.focus();
      },
      (error: unknown) => {
        if (esta !== geracao) return;
        console.error('Rastreamento: consulta falhou', error instanceof Error ? error.message : error);
        falha(MENSAGEM_FALHA, depoisDeRetentar);
      },
    );
  };

  const removerMetas = metasPrivadas();
  root.replaceChildren(pagina);
  carregar(false);
  return () => {
    geracao += 1;
    pagina.remove();
    removerMetas();
  };
}
