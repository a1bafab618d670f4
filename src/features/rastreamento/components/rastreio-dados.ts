// The tracking's data once loaded (requester-side.md §2 'Order tracking page'): the stepper (on a phone only the
// current step, rastreamento.css), the request's data and its history. What a patient needs to recognise their
// request and no more: the diagnosis only on request (docs/decisions/012-rastreamento-failure.md).
import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import { NAO_INFORMADO } from '@/lib/text/nao-informado';
import type { Rastreio } from '../api/read-rastreio';
import { etapasAlcancadas, rotuloEtapa } from '../model/etapa-atual';
import { ehCancelado, explicacaoStatus } from '../model/explicacao-status';
import { h } from './dom';

/** A status the answer did not carry, or that could not be read (decision 012). */
const SITUACAO_NAO_INFORMADA = 'Situação não informada';

function dot(cor: string | null): HTMLElement {
  const span = h('span', { class: 'rastreio__cor', 'aria-hidden': 'true' });
  if (cor) span.style.backgroundColor = cor;
  return span;
}

function estadoDe(i: number, atual: number | null): 'feita' | 'atual' | 'futura' {
  if (atual === null || i > atual) return 'futura';
  return i === atual ? 'atual' : 'feita';
}

function situacao(r: Rastreio): HTMLElement {
  const explicacao = explicacaoStatus(r.status);
  const motivo = ehCancelado(r.status) ? r.motivoCancelamento : null;
  const passos = r.etapas.map((etapa, i) => {
    const estado = estadoDe(i, r.atual);
    return h(
      'li',
      { class: `rastreio__etapa rastreio__etapa--${estado}`, 'aria-current': i === r.atual ? 'step' : null },
      h('span', { class: 'rastreio__numero', 'aria-hidden': 'true' }, String(i + 1)),
      h('span', {}, etapa.descricao ?? NAO_INFORMADO),
    );
  });
  return h(
    'section',
    { class: 'rastreio__bloco', 'aria-labelledby': 'rastreio-situacao' },
    h('h2', { id: 'rastreio-situacao' }, 'Situação'),
    h('p', { class: 'rastreio__status' }, dot(r.cor), h('strong', {}, r.status ?? SITUACAO_NAO_INFORMADA)),
    explicacao && h('p', { class: 'rastreio__explicacao' }, explicacao),
    motivo && h('p', { class: 'rastreio__explicacao' }, `Motivo do cancelamento: ${motivo}`),
    r.atual !== null && h('p', { class: 'rastreio__passo' }, rotuloEtapa(r.atual, r.etapas.length)),
    passos.length
      ? h(
          'ol',
          {
            class: `rastreio__etapas${r.atual === null ? '' : ' rastreio__etapas--com-atual'}`,
            'aria-label': 'Etapas do pedido',
          },
          passos,
        )
      : h('p', {}, 'Etapas não informadas.'),
  );
}

function dado(termo: string, valor: string | null): HTMLElement[] {
  return [h('dt', {}, termo), h('dd', {}, valor || NAO_INFORMADO)];
}

/** The diagnosis behind 'Mostrar diagnóstico': not in the page until the patient asks for it. */
function diagnostico(cid: string): HTMLElement {
  const texto = h('span', { id: 'rastreio-cid', 'aria-live': 'polite' });
  const botao = h(
    'button',
    { type: 'button', class: 'rastreio__mostrar', 'aria-expanded': 'false', 'aria-controls': 'rastreio-cid' },
    'Mostrar diagnóstico',
  );
  botao.addEventListener('click', () => {
    const mostrar = botao.getAttribute('aria-expanded') !== 'true';
    texto.textContent = mostrar ? cid : '';
    botao.setAttribute('aria-expanded', String(mostrar));
    botao.textContent = mostrar ? 'Ocultar diagnóstico' : 'Mostrar diagnóstico';
  });
  return h('dd', {}, texto, botao);
}

function dados(r: Rastreio): HTMLElement {
  const cid = r.cid ? [r.cid.codigo, r.cid.descricao].filter(Boolean).join(' - ') : null;
  return h(
    'section',
    { class: 'rastreio__bloco', 'aria-labelledby': 'rastreio-dados' },
    h('h2', { id: 'rastreio-dados' }, 'Dados do pedido'),
    h(
      'dl',
      { class: 'rastreio__dados' },
      dado('Paciente', r.paciente),
      dado('Procedimento', r.procedimento),
      dado('Data de inclusão', formatDateBR(r.dataInclusao)),
      cid ? [h('dt', {}, 'Diagnóstico principal'), diagnostico(cid)] : dado('Diagnóstico principal', null),
    ),
  );
}

function historico(r: Rastreio): HTMLElement {
  const alcancadas = etapasAlcancadas(r.etapas, r.atual);
  return h(
    'section',
    { class: 'rastreio__bloco', 'aria-labelledby': 'rastreio-historico' },
    h('h2', { id: 'rastreio-historico' }, 'Histórico'),
    alcancadas.length
      ? h(
          'ol',
          { class: 'rastreio__historico' },
          alcancadas.map((e) =>
            h(
              'li',
              {},
              // A step without its date shows its name alone: 'Data não informada' read as a step not reached.
              e.data && h('span', { class: 'rastreio__data' }, formatDateTimeBR(e.data)),
              h('span', {}, e.descricao ?? NAO_INFORMADO),
            ),
          ),
        )
      : h('p', {}, 'Sem histórico.'),
  );
}

/** The three blocks of a loaded tracking. */
export function rastreioDados(r: Rastreio): HTMLElement[] {
  return [situacao(r), dados(r), historico(r)];
}
