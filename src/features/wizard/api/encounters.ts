import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { atendimentoSchema, demandaSchema, exameSchema, internacaoSchema } from './schemas';

/** The patient's encounters and admissions in the legacy system. */
export async function loadEncounters(seqPaciente: number) {
  const [atendimentos, internacoes] = await Promise.all([
    mainApi.get(`/api/listarAtendimentosPaciente/${seqPaciente}`),
    mainApi.get(`/api/listarInternacoesPaciente/${seqPaciente}`),
  ]);
  return { atendimentos: z.array(atendimentoSchema).parse(atendimentos), internacoes: z.array(internacaoSchema).parse(internacoes) };
}

/** The team's demands for the patient (shown before the encounter dialog when any). */
export async function loadDemandas(seqPaciente: number, equipeId: number) {
  return z.array(demandaSchema).parse(await mainApi.get(`/api/listarDemandasPacienteEquipe/${seqPaciente}/${equipeId}`));
}

/** Exam ids (SEQ_EXAME) of an encounter or admission, matched later to the catalogue by idLegado. */
export async function loadExames(kind: 'atendimento' | 'internacao', seq: number) {
  const path = kind === 'atendimento' ? 'listaexamesselecaoatendimentopera' : 'listaexamesselecaointernacaoopera';
  return z.array(exameSchema).parse(await mainApi.get(`/api/${path}/${seq}`)).map((e) => e.SEQ_EXAME);
}
