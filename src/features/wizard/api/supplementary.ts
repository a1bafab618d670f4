import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { duplicadoSchema, legacyPacienteSchema } from './schemas';

const seg = (v: string) => encodeURIComponent(v.trim() || '0');

/** GET /api/buscarPacienteExistenteSaudeSuplementar/{nome}/{nascimento} ('0' for an empty filter). */
export async function searchSupplementary(nome: string, nascimento: string) {
  return z.array(legacyPacienteSchema).parse(await mainApi.get(`/api/buscarPacienteExistenteSaudeSuplementar/${seg(nome)}/${seg(nascimento)}`));
}

/** GET /api/verificarPacienteDuplicado/{cpf}/{cns}/{nome}/{nomeMae}. */
export async function checkDuplicate(p: { cpf: string; cns: string; nome: string; nomeMae: string }) {
  return duplicadoSchema.parse(await mainApi.get(`/api/verificarPacienteDuplicado/${seg(p.cpf)}/${seg(p.cns)}/${seg(p.nome)}/${seg(p.nomeMae)}`));
}

const criadoSchema = z.looseObject({ prontuario: z.coerce.string(), seqPaciente: z.number() });

/** POST /api/criarPacienteSuplementar → prontuario, seqPaciente. */
export async function createSupplementary(body: Record<string, string>) {
  return criadoSchema.parse(await mainApi.post('/api/criarPacienteSuplementar', body));
}
