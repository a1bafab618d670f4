import { pendenciasExigidas } from './prontidao-exigencias';
import { pendenciasDeParecer, type PedidoProntidao, type ProntidaoConfig } from './prontidao-pendencias';

// FINALIZADO with technical opinions still missing or rejected (docs/decisions.md 'Finalising with opinions
// missing'): the same rules as Prontidão's opinion pendências, so the warning and the view never disagree. The
// specification lets the manager finalise anyway; the warning and the choice go into the status change's log.

interface PareceresEmFalta {
  /** The areas that owe, left pending or rejected their opinion ('OPME', 'NIR'), once each. */
  areas: readonly string[];
  /** What could not be known, in the view's plain words. */
  incertos: readonly string[];
}

export function pareceresEmFalta(p: PedidoProntidao, config: ProntidaoConfig): PareceresEmFalta {
  const pendencias = [...pendenciasDeParecer(p, config), ...pendenciasExigidas(p, config)];
  const areas = new Set<string>();
  const incertos: string[] = [];
  for (const x of pendencias) {
    if (x.tipo === 'desconhecido' || x.tipo === 'verificando') incertos.push(x.rotulo);
    else if (x.area) areas.add(x.area.sigla);
  }
  return { areas: [...areas], incertos };
}

/** The question before finalising, or null when every opinion is in: 'Pareceres pendentes: OPME, NIR. …?' */
export function avisoDeFinalizacao(f: PareceresEmFalta): string | null {
  if (!f.areas.length && !f.incertos.length) return null;
  const partes = [
    f.areas.length ? `Pareceres pendentes: ${f.areas.join(', ')}.` : '',
    f.incertos.length ? `${f.incertos.join('. ')}.` : '',
  ];
  return `${partes.filter(Boolean).join(' ')} Finalizar assim mesmo?`;
}

/** The status log of a finalisation: 'FINALIZADO', and what was missing when the manager finalised anyway. */
export function logDaFinalizacao(nome: string, f: PareceresEmFalta): string {
  const faltas = [...f.areas, ...f.incertos];
  return faltas.length ? `${nome} - finalizado com pareceres pendentes: ${faltas.join(', ')}` : nome;
}
