import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { pedidoKeys } from './keys';

const text = z.string().nullish();
const named = z.looseObject({ id: z.number().nullish(), descricao: text }).nullish();
const cid = z.looseObject({ codigo: z.string(), descricao: z.string() });
const procedimento = z.looseObject({ id: z.number(), codigo: z.string(), descricao: z.string() });

/** GET /api/pedidoCirurgia/{id} (spec §3 'Request detail' and 'Full request for manager or summary'). */
export const pedidoDetailSchema = z.looseObject({
  id: z.number(),
  codigo: z.string(),
  status: z.looseObject({ id: z.number(), descricao: z.string(), cor: text }).nullish(),
  paciente: z
    .looseObject({
      nome: z.string(),
      dataNascimento: text,
      numeroProntuario: text,
      telefone: text,
      celular: text,
      email: text,
      sexo: text,
      cpf: text,
    })
    .nullish(),
  atendimento: z
    .looseObject({ dataAtendimento: text, numeroFAA: text, peso: z.number().nullish(), convenioFull: named })
    .nullish(),
  caraterAtendimento: named,
  profissionalResponsavel: z.looseObject({ crm: text, nome: z.string() }).nullish(),
  profissionalRequisitante: z.looseObject({ nome: z.string(), crm: text, equipe: text }).nullish(),
  dataHoraSugerida: text,
  centroCirurgico: z.looseObject({ id: z.number(), departamento: z.string() }).nullish(),
  lateralidade: text,
  indicacaoClinica: text,
  prioridadeCirurgia: z.looseObject({ descricao: z.string(), cor: text }).nullish(),
  cidPrincipal: cid.nullish(),
  cidSecundario: z.array(cid).nullish(),
  tipoAnestesia: named,
  procedimentoPrincipal: procedimento.nullish(),
  quantidadeProcedimentoPrincipal: z.number().nullish(),
  procedimentoSecundario: z.array(z.looseObject({ procedimento: procedimento.nullish(), quantidade: z.number().nullish() })).nullish(),
  duracaoEstimada: z.number().nullish(),
  internacao: z
    .looseObject({
      tipoAcomodacaoFull: named,
      diariasPrevistas: z.number().nullish(),
      leitoUTI: z.boolean().nullish(),
      dataInternacao: text,
      numeroInternacao: text,
    })
    .nullish(),
  dataInternacao: text,
  motivoAntecipacaoInternacao: named,
  modalidadeAtendimento: named,
  necessariaAvaliacaoAnestesica: z.boolean().nullish(),
  motivoAvaliacaoAnestesica: text,
  principaisSinaisSintomas: text,
  principaisResultadosProvasDiagnosticas: text,
  recursosNecessariosAtendimentoPaciente: text,
  historiaClinica: text,
  equipePrestadora: text,
  areaMedica: named,
  eOncologica: text,
});
export type PedidoDetail = z.infer<typeof pedidoDetailSchema>;

export const pedidoQuery = (id: number) =>
  queryOptions({
    queryKey: pedidoKeys.detail(id),
    queryFn: async ({ signal }) => pedidoDetailSchema.parse(await mainApi.get(`/api/pedidoCirurgia/${id}`, { signal })),
  });

export function usePedido(id: number | null) {
  return useQuery({ ...pedidoQuery(id ?? 0), enabled: id !== null });
}
