import { readDecimal, readId, readIdList } from '@/lib/schema/normalise';
import { cat, db } from '../../db/db';
import type { MockDemandaCompleta } from '../../db/demandas-tables';
import type { MockPaciente } from '../../db/pedido-types';
import { cid, nomeProfissional } from './pedido-views';
import { atendimentoSalvo, pacienteSalvo } from './wizard-pedido';

const byId = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((x) => x.id === id);

/** A demand's patient from the legacy table (or only its name), under the given record id. */
export function pacienteDoLegado<I extends number | null>(
  demanda: Pick<MockDemandaCompleta, 'seqPaciente' | 'pacienteNome'>,
  id: I,
): Omit<MockPaciente, 'id'> & { id: I } {
  const legado = db.legadoPacientes.find((p) => p.SEQ_PACIENTE === demanda.seqPaciente);
  return {
    id,
    idLegado: legado?.SEQ_PACIENTE ?? demanda.seqPaciente,
    numeroProntuario: legado ? String(legado.NRO_PRONTUARIO) : null,
    nome: legado?.NOM_PESSOA ?? demanda.pacienteNome ?? '',
    dataNascimento: legado?.DAT_NASCIMENTO.slice(0, 10) ?? null,
    sexo: legado?.COD_SEXO ?? null,
    email: legado?.EMAIL ?? null,
    telefone: legado?.TELEFONE ?? null,
    celular: legado?.CELULAR ?? null,
    cpf: legado?.NRO_CPF ?? null,
    cns: legado?.NRO_CNS ?? null,
    nomeMae: legado?.NOM_MAE ?? null,
    GMR: legado?.GMR === 'S',
  };
}

/** A list the form-encoded PUT sent as JSON text (or a plain list). */
export function jsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const procedimento = (id: number | null) => byId(cat.procedimentos, id) ?? null;

/** The encounter the demand's wizard saved; for a seeded demand, its patient's latest legacy encounter. */
function atendimentoDa(d: MockDemandaCompleta, body: Record<string, unknown>) {
  const salvo = atendimentoSalvo(readId(body.atendimento));
  if (salvo) return salvo;
  const legado = db.atendimentos
    .filter((a) => a.SEQ_PACIENTE === d.seqPaciente)
    .sort((a, b) => b.DAT_HORA_ATENDIMENTO.localeCompare(a.DAT_HORA_ATENDIMENTO))[0];
  return legado
    ? {
        id: null,
        idLegado: legado.SEQ_ATENDIMENTO,
        dataAtendimento: legado.DAT_HORA_ATENDIMENTO,
        numeroFAA: String(legado.NRO_FAA),
        peso: null,
        convenio: null,
      }
    : null;
}

/**
 * The demand's full record (wizards-and-management.md §3 'Demand'), nested as the request detail nests the same
 * fields: what the managers' wizard reads from the demandaCirurgiaGerente row (no GET of one demand is documented).
 * The fields the mock keeps only in the last PUT's body (CIDs, secondary procedures, encounter) are read from it.
 */
export function demandaRegistro(d: MockDemandaCompleta, status: { id: number | null; descricao: string }) {
  const body = d.payload ?? {};
  const responsavel = nomeProfissional(d.profissionalResponsavel);
  const inclusao = nomeProfissional(d.profissionalInclusao);
  const centro = byId(cat.centros, d.centroCirurgico);
  const salvo = db.internacoesSalvas.find((i) => i.id === readId(body.internacao));
  return {
    id: d.id,
    codigo: d.codigo,
    status,
    paciente: pacienteSalvo(readId(body.paciente)) ?? pacienteDoLegado(d, null),
    atendimento: atendimentoDa(d, body),
    internacao: salvo
      ? {
          id: readId(salvo.id),
          idLegado: readId(salvo.idLegado),
          diariasPrevistas: readDecimal(salvo.diariasPrevistas),
          numeroInternacao: salvo.numeroInternacao ?? null,
          dataInternacao: salvo.dataInternacao ?? null,
        }
      : null,
    profissionalInclusao: inclusao ? { id: inclusao.id, nome: inclusao.nome } : null,
    profissionalResponsavel: responsavel ? { id: responsavel.id, crm: responsavel.crm, nome: responsavel.nome } : null,
    equipeRequisitante: byId(cat.equipes, d.equipe) ?? null,
    dataHoraSugerida: d.dataHoraSugerida,
    centroCirurgico: centro ? { id: centro.id, departamento: centro.departamento } : null,
    lateralidade: d.lateralidade,
    indicacaoClinica: d.indicacaoClinica,
    cidPrincipal: cid(readId(body.cidPrincipal)),
    cidSecundario: (readIdList(body.cidSecundario) ?? []).map(cid).filter((c) => c !== null),
    procedimentoPrincipal: procedimento(d.procedimentoPrincipal),
    quantidadeProcedimentoPrincipal: readDecimal(body.quantidadeProcedimentoPrincipal) ?? 1,
    procedimentoSecundario: jsonList(body.procedimentoSecundario).map((s) => ({
      procedimento: procedimento(readId(s)),
      quantidade: readDecimal(s && typeof s === 'object' && 'quantidade' in s ? s.quantidade : null) ?? 1,
    })),
    duracaoEstimada: d.duracaoEstimada,
    codigoLeitoInternacao: readId(body.codigoLeitoInternacao),
    eOncologica: d.eOncologica,
    salvo: d.salvo ? 1 : 0,
  };
}
