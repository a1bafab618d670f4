import { mainApi } from '@/api/clients';
import { parseRows } from '@/lib/http/parse-response';
import { legacyPacienteSchema } from './schemas';

export type SearchKind = 'prontuario' | 'faa' | 'internacao' | 'nome';

const PATHS: Record<SearchKind, string> = {
  prontuario: '/api/listarPacientesProntuario/',
  faa: '/api/listarAtendimentoFAA/',
  internacao: '/api/listarInternacaoNumero/',
  nome: '/api/listarPacientesNome/',
};

/** Standard search in the legacy system by one filter. */
export async function searchPatients(kind: SearchKind, value: string, signal?: AbortSignal) {
  return parseRows(
    legacyPacienteSchema,
    await mainApi.get(PATHS[kind] + encodeURIComponent(value), { signal }),
    `GET ${PATHS[kind]}{valor}`,
  );
}
