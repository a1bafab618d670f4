import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseResponse, parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import type { NOVO_PACIENTE_CAMPOS } from '../model/escritas-campos';
import { duplicadoSchema, legacyPacienteSchema } from './schemas';

const seg = (v: string) => encodeURIComponent(v.trim() || '0');

/** GET /api/buscarPacienteExistenteSaudeSuplementar/{nome}/{nascimento} ('0' for an empty filter). */
export async function searchSupplementary(nome: string, nascimento: string) {
  return parseRows(
    legacyPacienteSchema,
    await mainApi.get(`/api/buscarPacienteExistenteSaudeSuplementar/${seg(nome)}/${seg(nascimento)}`),
    'GET /api/buscarPacienteExistenteSaudeSuplementar/{nome}/{nascimento}',
  );
}

/** GET /api/verificarPacienteDuplicado/{cpf}/{cns}/{nome}/{nomeMae}. */
export async function checkDuplicate(p: { cpf: string; cns: string; nome: string; nomeMae: string }) {
  return parseResponse(
    duplicadoSchema,
    await mainApi.get(`/api/verificarPacienteDuplicado/${seg(p.cpf)}/${seg(p.cns)}/${seg(p.nome)}/${seg(p.nomeMae)}`),
    'GET /api/verificarPacienteDuplicado/{cpf}/{cns}/{nome}/{nomeMae}',
  );
}

const criadoSchema = z.object({ prontuario: L.required(L.code()), seqPaciente: L.required(L.id()) });

/** POST /api/criarPacienteSuplementar → prontuario, seqPaciente. */
export async function createSupplementary(body: Partial<Record<(typeof NOVO_PACIENTE_CAMPOS)[number], string>>) {
  return parseResponse(
    criadoSchema,
    await mainApi.post('/api/criarPacienteSuplementar', body),
    'POST /api/criarPacienteSuplementar',
  );
}
