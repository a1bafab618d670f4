import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { patientApi } from '@/api/clients';
import { parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';

/** GET /api/buscarDadosPacienteAIH/{idLegadoPaciente} on the patient/AIH API (requester-side.md §7), read leniently. */
export const pacienteAihSchema = z.object({
  prontuario: L.code(),
  nome: L.text(),
  cns: L.code(),
  dataNascimento: L.date(),
  sexo: L.code(),
  raca: L.text(),
  telefone: L.code(),
  nomeMae: L.text(),
  municipio: L.text(),
  codigoIBGE: L.code(),
  uf: L.code(),
  cep: L.code(),
  endereco: L.text(),
});
export type PacienteAih = z.output<typeof pacienteAihSchema>;

const pacienteAihQuery = (idLegadoPaciente: number) =>
  queryOptions({
    queryKey: ['impressao', 'paciente-aih', idLegadoPaciente],
    queryFn: async ({ signal }) =>
      parseResponse(
        pacienteAihSchema,
        await patientApi.get(`/api/buscarDadosPacienteAIH/${idLegadoPaciente}`, { signal }),
        'GET /api/buscarDadosPacienteAIH/{id}',
      ),
    retry: false,
  });

/** The patient's AIH data; nothing to load without a legacy patient id (the form then starts empty). */
export function usePacienteAih(idLegadoPaciente: number | null) {
  return useQuery({ ...pacienteAihQuery(idLegadoPaciente ?? 0), enabled: idLegadoPaciente !== null });
}
