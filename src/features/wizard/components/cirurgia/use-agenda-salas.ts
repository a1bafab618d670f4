import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { errorMessage } from '@/lib/http/api-error';
import { programacoesQuery } from '../../api/get-programacoes';
import { SELECAO_REMOVIDA, SEM_PROGRAMACAO } from '../../model/slots';
import { useSurgeryDateActions, useSurgeryDateCheck } from './use-surgery-date';

/** The rooms the team has programming for in the centre (§4 'Calendar'); none is said once, as a warning. */
export function useSalasProgramadas(equipeId: number | null, centro: number | null) {
  const toast = useToast();
  const programacoes = useQuery({
    ...programacoesQuery(equipeId ?? 0, centro ?? 0),
    enabled: equipeId !== null && centro !== null,
  });
  const salas = useMemo(() => {
    const porId = new Map<number, string>();
    for (const p of programacoes.data ?? []) {
      if (!porId.has(p.salaCirurgia_id)) porId.set(p.salaCirurgia_id, p.nomeSala ?? `Sala ${p.salaCirurgia_id}`);
    }
    return [...porId].map(([id, descricao]) => ({ id, descricao }));
  }, [programacoes.data]);
  const semProgramacao = programacoes.isSuccess && salas.length === 0;
  useEffect(() => {
    if (semProgramacao) toast.warn(SEM_PROGRAMACAO);
  }, [semProgramacao, toast]);
  return { programacoes, salas, semProgramacao };
}

/**
 * A slot clicked in the room's calendar is checked (§5) before it becomes the 'Agendamento' (its booking id kept);
 * 'Limpar' and a click on the chosen slot remove it.
 */
export function useEscolhaNaAgenda(sala: number | null, agendamentoId: number | null) {
  const toast = useToast();
  const verificar = useSurgeryDateCheck();
  const { aplicar, limpar } = useSurgeryDateActions();
  const remover = () => {
    limpar();
    toast.info(SELECAO_REMOVIDA);
  };
  const escolher = async (inicio: string, fim: string) => {
    if (sala === null) return;
    try {
      const r = await verificar(inicio, sala);
      if (!r.ok) {
        limpar();
        toast.warn(r.mensagem);
        return;
      }
      aplicar(inicio, { inicio, fim: r.final || fim, sala, id: agendamentoId });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return { escolher, remover, limpar };
}
