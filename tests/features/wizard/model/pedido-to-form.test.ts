// An existing request read back into the wizard's form (§3 'Full request for manager or summary'), from the mock's
// GET /api/pedidoCirurgia/{id} and item lists through the fetchers' schemas, in both mock dialects.
import { describe, expect, it } from 'vitest';
import { ITEM_GROUPS, itemPedidoSchema } from '@/api/pedidos/get-itens-pedido';
import { pedidoDetailSchema } from '@/api/pedidos/get-pedido';
import { pedidoToForm, type ItensPorGrupo } from '@/features/wizard/model/pedido-to-form';
import { wizardFormSchema } from '@/features/wizard/model/form-schema';
import { parseList, parseResponse } from '@/lib/http/parse-response';
import { db } from '@mocks/db/db';
import { toAltDialect } from '@mocks/dialect';
import { itemsOfGroup, pedidoDetail } from '@mocks/handlers/main/pedido-views';

function read(id: number, alt: boolean) {
  const pedido = db.pedidos.find((p) => p.id === id)!;
  const dialect = (body: unknown) => (alt ? toAltDialect(body) : body);
  const detail = parseResponse(pedidoDetailSchema, dialect(pedidoDetail(pedido)), 'teste');
  const grupos: ItensPorGrupo = Object.fromEntries(
    ITEM_GROUPS.map((g) => [
      g.key,
      parseList(itemPedidoSchema, dialect(itemsOfGroup(pedido.itens, g.key)), 'teste').rows,
    ]),
  );
  return pedidoToForm(detail, grupos, 1);
}

describe('pedidoToForm', () => {
  it('fills every step from the stored request, with the catalogue ids', () => {
    const p = db.pedidos.find((x) => x.id === 1001)!;
    const { form, base, agendamentoId, primeiraConferencia, requisitante } = read(1001, false);
    expect(requisitante).toMatchObject({ profissional: p.profissionalRequisitante, equipe: p.equipeRequisitante });
    expect(wizardFormSchema.safeParse(form).success).toBe(true);
    expect(form).toMatchObject({
      tipoPedido: '0',
      ids: { paciente: p.paciente!.id, atendimento: p.atendimento!.id, internacao: p.internacao!.id },
      procedimentoPrincipal: p.procedimentoPrincipal,
      duracaoEstimada: p.duracaoEstimada,
      responsavel: p.profissionalResponsavel,
      centro: p.centroCirurgico,
      sala: p.salaCirurgia,
      carater: p.caraterAtendimento,
      modalidade: p.modalidadeAtendimento,
      lateralidade: p.lateralidade,
      prioridade: p.prioridadeCirurgia,
      cidPrincipal: p.cidPrincipal,
      tipoAnestesia: p.tipoAnestesia,
      areaMedica: p.areaMedica,
      acomodacao: p.internacao!.tipoAcomodacao,
      diariasPrevistas: p.internacao!.diariasPrevistas,
      dataHoraSugerida: p.dataHoraSugerida,
      // §3: read back from the existing request and resent on submit.
      avaliacaoAnestesica: p.necessariaAvaliacaoAnestesica,
      sinais: p.principaisSinaisSintomas ?? '',
      resultados: p.principaisResultadosProvasDiagnosticas ?? '',
      recursos: p.recursosNecessariosAtendimentoPaciente ?? '',
      historia: p.historiaClinica ?? '',
      agendamento: null,
    });
    expect(form.paciente).toMatchObject({ nome: p.paciente!.nome, seqPaciente: p.paciente!.idLegado, convenio: 1 });
    expect(form.atendimento).toMatchObject({ seq: p.atendimento!.idLegado, faa: p.atendimento!.numeroFAA });
    const itens = Object.values(form.itens).flat();
    expect(itens.map((i) => i.id).sort()).toEqual(p.itens.map((i) => i.item).sort());
    expect(base).toEqual({
      dataHoraSugerida: p.dataHoraSugerida,
      dataInternacao: p.dataInternacao,
      centro: p.centroCirurgico,
      carater: p.caraterAtendimento,
    });
    // An elective request with a date holds a booking, addressed by the request.
    expect(agendamentoId).toBe(1001);
    expect(primeiraConferencia).toBeNull();
  });

  it('reads the same form in the second dialect', () => {
    for (const id of [1001, 1004, 1005, 1008]) expect(read(id, true)).toEqual(read(id, false));
  });

  it('a request without a date, or not elective, holds no booking', () => {
    const semData = db.pedidos.find((p) => p.dataHoraSugerida === null && p.id < 2000)!;
    expect(read(semData.id, false).agendamentoId).toBeNull();
    const urgencia = db.pedidos.find((p) => p.caraterAtendimento === 2 && p.dataHoraSugerida && p.id < 2000)!;
    expect(read(urgencia.id, false).agendamentoId).toBeNull();
  });
});
