import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCatalogue, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { useWizardContext } from '../../hooks/wizard-context';
import { allowed } from '../../model/allowed';
import { caraterLock } from '../../model/carater';
import type { WizardForm } from '../../model/form';

/**
 * The options of Dados da Solicitação: the professional's centres, the characters, the responsible professionals (a
 * resident's), the modalities of the centre and character, the centre's rooms, the priorities, the CIDs and the
 * medical areas (not asked in a demand), each narrowed by the chosen model.
 */
export function useSolicitacaoOpcoes(demanda: boolean, centro: number | null, carater: number | null) {
  const { modelo } = useWizardContext();
  const profissional = useRequiredProfissional();
  const centros = allowed(
    (useCatalogue('centroCirurgico').data ?? []).filter((c) => profissional.centrosCirurgicos.includes(c.id)),
    modelo?.centrosCirurgicosPermitidos,
  );
  const caracteres = allowed(useCatalogue('caraterAtendimento').data ?? [], modelo?.caracteresAtendimentoPermitidos);
  const responsaveis =
    useCatalogueWhen(Boolean(profissional.residente), 'listarProfissionalResponsavel', profissional.profissional_id)
      .data ?? [];
  const modalidades = useCatalogueWhen(Boolean(carater && centro), 'modalidades', carater ?? 0, centro ?? 0).data;
  const salas = useCatalogueWhen(Boolean(centro), 'salasCirurgicas', centro ?? 0).data ?? [];
  const prioridades = useCatalogueWhen(!demanda, 'prioridadeCirurgia').data ?? [];
  const cids = allowed(useCatalogue('cid').data ?? [], modelo?.cidsPermitidos);
  const areas = useCatalogueWhen(!demanda, 'areaMedica').data ?? [];
  return { centros, caracteres, responsaveis, modalidades, salas, prioridades, cids, areas };
}

interface CaraterState {
  carater: number | null;
  modalidade: number | null;
  modalidades: readonly { id: number }[] | undefined;
  atendimento: WizardForm['atendimento'];
  internacao: WizardForm['internacao'];
}

/**
 * The character locked by an open admission or the legacy encounter (§4 'Care character, centre and modality'), set
 * on the form when it differs; and the first modality preselected when the centre or character changes them.
 */
export function useRegrasDoCarater({ carater, modalidade, modalidades, atendimento, internacao }: CaraterState) {
  const { setValue } = useFormContext<WizardForm>();
  const config = useQuery(configuracoesQuery()).data;
  const lock = caraterLock({
    internacaoAberta: Boolean(internacao?.aberta),
    caraterAtendimentoLegado: atendimento?.caraterId ?? null,
    caraterUrgencia: config?.caraterUrgencia ?? null,
    caraterEletivo: config?.caraterEletivo ?? null,
    caraterUrgenciaLegado: config?.caraterUrgenciaLegado ?? null,
  });
  useEffect(() => {
    if (lock.locked && carater !== lock.value) setValue('carater', lock.value, { shouldDirty: true });
  }, [lock, carater, setValue]);
  useEffect(() => {
    // Changing centre or character reloads the modalities and preselects the first.
    if (modalidades && modalidades.length && !modalidades.some((m) => m.id === modalidade))
      setValue('modalidade', modalidades[0].id);
  }, [modalidades, modalidade, setValue]);
  return { lock, config };
}
