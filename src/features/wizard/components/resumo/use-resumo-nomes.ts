import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useCatalogue, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import type { WizardForm } from '../../model/form';
import { useWizardContext } from '../../hooks/wizard-context';
import type { ResumoNomes } from './resumo-cards';

const byId = <T extends { id: number }>(rows: readonly T[] | undefined, label: (row: T) => string) =>
  new Map((rows ?? []).map((r) => [r.id, label(r)] as const));

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' - ');

/** The names the summary resolves ids to, from the session-cached catalogues (empty until each loads). */
export function useResumoNomes(): ResumoNomes {
  const profissional = useRequiredProfissional();
  const { procedimentos, pessoas } = useWizardContext();
  const { fixos, escolhe } = pessoas.responsavel;
  const [carater, centro] = useWatch<WizardForm, ['carater', 'centro']>({ name: ['carater', 'centro'] });
  const responsaveis = useCatalogueWhen(escolhe, 'listarProfissionalResponsavel', profissional.profissional_id).data;
  const convenios = useCatalogue('convenio').data;
  const caracteres = useCatalogue('caraterAtendimento').data;
  const modalidades = useCatalogueWhen(Boolean(carater && centro), 'modalidades', carater ?? 0, centro ?? 0).data;
  const centros = useCatalogue('centroCirurgico').data;
  const salas = useCatalogueWhen(Boolean(centro), 'salasCirurgicas', centro ?? 0).data;
  const prioridades = useCatalogue('prioridadeCirurgia').data;
  const cids = useCatalogue('cid').data;
  const areas = useCatalogue('areaMedica').data;
  const tiposAnestesia = useCatalogue('tipoAnestesia').data;
  const motivos = useCatalogue('motivoAntecipacaoInternacao').data;
  const acomodacoes = useCatalogue('tipoAcomodacao').data;

  return useMemo(() => {
    const descricao = (r: { descricao: string }) => r.descricao;
    return {
      // The run's responsible professionals (model/pessoas.ts): a request read back names its own (§3 'Full request
      // for manager or summary'), a non-resident is their own, a resident picks from the server list.
      responsaveis: new Map([
        ...byId(responsaveis, (r) => joined(r.crm, r.nome)),
        ...byId(fixos, (r) => joined(r.crm, r.nome)),
      ]),
      convenios: byId(convenios, descricao),
      caracteres: byId(caracteres, descricao),
      modalidades: byId(modalidades, descricao),
      centros: byId(centros, (c) => c.departamento),
      salas: byId(salas, descricao),
      prioridades: byId(prioridades, descricao),
      procedimentos: byId(procedimentos, (p) => joined(p.codigo, p.descricao)),
      cids: byId(cids, (c) => joined(c.codigo, c.descricao)),
      areas: byId(areas, descricao),
      tiposAnestesia: byId(tiposAnestesia, descricao),
      motivos: byId(motivos, descricao),
      acomodacoes: byId(acomodacoes, descricao),
    };
  }, [
    fixos,
    responsaveis,
    convenios,
    caracteres,
    modalidades,
    centros,
    salas,
    prioridades,
    procedimentos,
    cids,
    areas,
    tiposAnestesia,
    motivos,
    acomodacoes,
  ]);
}
