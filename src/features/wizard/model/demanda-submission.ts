import type { CorpoDe } from '@/api/escritas/campos';
import type { Escrita } from '@/api/escritas/escrita';
import { toDemandaPayload, type DemandaContexto } from './demanda-payload';
import { itensNaoSalvos, payloadCorrecao, type DemandaLida } from './demanda-to-form';
import type { ITEM_DEMANDA_CAMPOS } from './escritas-campos';
import type { WizardForm } from './form';
import { itensDoFormulario } from './itens';

// The demand's submission as data (wizards-and-management.md §4 'Demand wizard', §7 'Demand', §8): update the demand
// with statusInicialDemanda and salvo = 1, then create its items one by one; run by src/api/escritas/sequencia, which resumes
// after a failure without repeating what succeeded.

export const FALHAS_DEMANDA = {
  confirmar: () => 'Erro ao confirmar demanda',
  confirmarCom: (erro: string) => `Erro ao confirmar demanda: ${erro}`,
} as const;

/** The writes of a demand's Enviar (§4 'Demand wizard'), each named as a run's spec lists it. */
export type EscritaDaDemanda =
  /** The demand the run created: the session's requester and team, statusInicialDemanda. */
  | 'demanda'
  /** The gerente's correction of a saved demand: its own requester, team and status, only what was read or changed. */
  | 'correcaoDaDemanda'
  | 'itensDemanda';

/** A new demand's writes: its update, then one POST /api/itemDemanda per chosen item. */
export const ESCRITAS_DA_DEMANDA: readonly EscritaDaDemanda[] = ['demanda', 'itensDemanda'];

/** The gerente's correction: the same writes, the update keeping what the demand was read with. */
export const ESCRITAS_DA_CORRECAO: readonly EscritaDaDemanda[] = ['correcaoDaDemanda', 'itensDemanda'];

const demandaWrite = (f: WizardForm, c: DemandaContexto): Escrita[] => [
  {
    id: 'demanda',
    method: 'PUT',
    backend: 'main',
    path: `/api/demanda/${c.demandaId}`,
    body: c.corrigir ? c.corrigir(toDemandaPayload(f, c)) : toDemandaPayload(f, c),
    falha: FALHAS_DEMANDA.confirmar,
  },
];

/** What each write of a demand's Enviar sends for the form and the demand's context. */
export const ESCRITA_DA_DEMANDA: Readonly<Record<EscritaDaDemanda, (f: WizardForm, c: DemandaContexto) => Escrita[]>> =
  {
    demanda: demandaWrite,
    correcaoDaDemanda: demandaWrite,
    itensDemanda: (f, c) =>
      itensDoFormulario(itensNaoSalvos(f.itens, c.itensSalvos ?? [])).map((it, i) => {
        const body: Partial<CorpoDe<typeof ITEM_DEMANDA_CAMPOS>> = {
          item: it.item,
          quantidade: it.quantidade,
          demanda: c.demandaId,
        };
        if (it.itemEventual)
          Object.assign(body, { itemEventual: true, justificativaEventual: it.justificativaEventual });
        else if (it.unidadeMedida) body.unidadeMedida = it.unidadeMedida;
        return {
          id: `item-${i}-${it.item}`,
          method: 'POST',
          backend: 'main',
          path: '/api/itemDemanda',
          body,
          falha: FALHAS_DEMANDA.confirmarCom,
        };
      }),
  };

/** The ordered writes of a demand: its update, then one POST /api/itemDemanda per chosen item. */
export function demandaPlan(f: WizardForm, c: DemandaContexto): Escrita[] {
  return ESCRITAS_DA_DEMANDA.flatMap((e) => ESCRITA_DA_DEMANDA[e](f, c));
}

/** The context a correction's writes keep from the demand as read (requester, team, status, unread fields). */
export function contextoDaCorrecao(g: DemandaLida, statusInicialDemanda: number | null): DemandaContexto {
  return {
    demandaId: g.id,
    profissionalInclusao: g.requisitante.profissional,
    equipeRequisitante: g.requisitante.equipe,
    statusInicialDemanda: g.status ?? statusInicialDemanda,
    itensSalvos: g.itensSalvos,
    corrigir: (payload) => payloadCorrecao(payload, g.naoLidos),
  };
}

/**
 * A manager's correction of a saved demand: the same writes, but the demand keeps its requester, team and status (the
 * manager is not the requester; an unreadable status falls back to statusInicialDemanda), a field the record did not
 * carry is written only when the manager filled it, and only the items not yet stored on it are posted.
 */
export function demandaGerentePlan(f: WizardForm, g: DemandaLida, statusInicialDemanda: number | null): Escrita[] {
  return demandaPlan(f, contextoDaCorrecao(g, statusInicialDemanda));
}
