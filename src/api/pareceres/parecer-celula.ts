import type { ParecerPedido } from '@/api/pareceres/parecer-pedido';
import { NAO_INFORMADO } from '@/lib/text/nao-informado';

/** The dot of an area with no opinion yet. */
export const COR_SEM_PARECER = '#9e9e9e';
export const SEM_PARECER = 'Sem parecer';

/** A technical area as a checklist column: its id and the name shown (codigo, e.g. 'OPME'). */
export interface AreaColuna {
  id: number;
  nome: string;
}

/** One cell of an area column: the dot's colour and its tooltip (area, opinion, justification). */
export interface ParecerCelula {
  cor: string;
  texto: string;
  /** The opinion alone ('APROVADO', 'Sem parecer'), as the screen's legend names the colour. */
  opiniao: string;
}

/** The opinion of `areaId` among a request's opinions (the last one when the back-end sends several). */
export function parecerDaArea(pareceres: readonly ParecerPedido[], areaId: number): ParecerPedido | null {
  return pareceres.findLast((p) => p.areaTecnica?.id === areaId) ?? null;
}

/** The area's dot: the opinion's colour, or grey 'Sem parecer'; the tooltip gives area, opinion and justification. */
export function parecerCelula(area: AreaColuna, parecer: ParecerPedido | null): ParecerCelula {
  if (!parecer?.parecerTecnico) {
    return { cor: COR_SEM_PARECER, texto: `${area.nome}: ${SEM_PARECER}`, opiniao: SEM_PARECER };
  }
  const opiniao = parecer.parecerTecnico.descricao ?? NAO_INFORMADO;
  const justificativa = parecer.justificativa?.trim() || NAO_INFORMADO;
  return {
    cor: parecer.parecerTecnico.cor ?? COR_SEM_PARECER,
    texto: `${area.nome}: ${opiniao} — Justificativa: ${justificativa}`,
    opiniao,
  };
}
