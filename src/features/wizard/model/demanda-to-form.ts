import { demandaRegistroVazio, type DemandaRegistro } from '@/api/demandas/demanda-registro';
import type { WizardSeed } from '@/api/wizard-draft/draft-storage';
import { ITEM_GROUPS, type WizardForm, type WizardItens } from './form';
import { pedidoToForm, type ItensPorGrupo } from './pedido-to-form';

// A saved demand read back into the demand wizard's form, for the manager who corrects it from the Demandas table.
// The demand's fields have the request's names and nesting (§3 'Demand'), so the request's reading (pedido-to-form)
// fills the form; what a demand has not (character, plan) takes the demand wizard's defaults.

/** The manager's run on a saved demand, as the draft's seed keeps it. */
export type GerenteDemandaSeed = NonNullable<WizardSeed['gerenteDemanda']>;

/** The ids of the items already stored on the demand, group by group. */
export type ItemSalvo = GerenteDemandaSeed['itensSalvos'][number];

export interface DemandaExistente {
  form: WizardForm;
  gerenteDemanda: GerenteDemandaSeed;
}

/** The demand wizard's defaults (caraterPadraoDemanda, convenioPadrao) for what the record leaves empty. */
export interface DemandaDefaults {
  carater: number | null;
  convenio: number | null;
}

const salvosDe = (itens: WizardItens): ItemSalvo[] =>
  ITEM_GROUPS.flatMap((grupo) => itens[grupo].map((i) => ({ grupo, item: i.id })));

/**
 * The form of a saved demand and what its correction keeps as it was (requester, team, status, stored items). A
 * missing record (null) or field leaves its form fields empty.
 */
export function demandaToForm(
  registro: DemandaRegistro | null,
  grupos: ItensPorGrupo,
  demanda: { id: number; codigo: string },
  defaults: DemandaDefaults,
): DemandaExistente {
  const r = registro ?? demandaRegistroVazio();
  const { form } = pedidoToForm(r, grupos, null);
  const completo: WizardForm = {
    ...form,
    carater: form.carater ?? defaults.carater,
    paciente: { ...form.paciente, convenio: form.paciente.convenio ?? defaults.convenio },
  };
  return {
    form: completo,
    gerenteDemanda: {
      ...demanda,
      itensSalvos: salvosDe(completo.itens),
      requisitante: { profissional: r.profissionalInclusao?.id ?? null, equipe: r.equipeRequisitante?.id ?? null },
      status: r.status?.id ?? null,
    },
  };
}

/** Whether an item of a group is already stored on the demand (it cannot be removed: no call deletes it). */
export const itemSalvo = (salvos: readonly ItemSalvo[] | undefined, grupo: string, item: number): boolean =>
  (salvos ?? []).some((s) => s.grupo === grupo && s.item === item);

/** The form's items without those already stored on the demand: what a correction posts. */
export function itensNaoSalvos(itens: WizardItens, salvos: readonly ItemSalvo[]): WizardItens {
  const out = { ...itens };
  for (const grupo of ITEM_GROUPS) out[grupo] = itens[grupo].filter((i) => !itemSalvo(salvos, grupo, i.id));
  return out;
}
