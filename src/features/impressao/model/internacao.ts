import { z } from 'zod';
import type { PedidoDetail } from '@/api/pedidos/get-pedido';
import { textoObrigatorio, textoOpcional } from './campos';
import type { INTERNACAO_IMPRESSAO_CAMPOS } from './escritas-campos';

/**
 * Pedido de Internação: the four clinical texts, CRM, providing team and medical area (requester-side.md §7). The
 * specification names no required field; the signs and symptoms and the CRM are required, as the printed request
 * is not valid without them (docs/decisions.md).
 */
export const internacaoSchema = z.object({
  principaisSinaisSintomas: textoObrigatorio('principais sinais e sintomas'),
  principaisResultadosProvasDiagnosticas: textoOpcional('principais resultados de provas diagnósticas'),
  recursosNecessariosAtendimentoPaciente: textoOpcional('recursos necessários'),
  historiaClinica: textoOpcional('história clínica'),
  crm: textoObrigatorio('CRM', 20),
  equipePrestadora: textoOpcional('equipe prestadora'),
  areaMedica: z.number().nullable(),
} satisfies Record<(typeof INTERNACAO_IMPRESSAO_CAMPOS)[number], z.ZodType>);
export type InternacaoForm = z.input<typeof internacaoSchema>;
export type InternacaoValues = z.output<typeof internacaoSchema>;

/** The form filled from the request as saved and the signed-in doctor's CRM. */
export function internacaoDefaults(detail: PedidoDetail | undefined, crm: string | null | undefined): InternacaoForm {
  return {
    principaisSinaisSintomas: detail?.principaisSinaisSintomas ?? '',
    principaisResultadosProvasDiagnosticas: detail?.principaisResultadosProvasDiagnosticas ?? '',
    recursosNecessariosAtendimentoPaciente: detail?.recursosNecessariosAtendimentoPaciente ?? '',
    historiaClinica: detail?.historiaClinica ?? '',
    crm: crm ?? '',
    equipePrestadora: detail?.equipePrestadora ?? '',
    areaMedica: detail?.areaMedica?.id ?? null,
  };
}

/** The form-encoded body of PUT /api/dadosImpressaoPedidoInternacao/{id}/{profissional_id}: empty for no area. */
export function internacaoPayload(values: InternacaoValues): Record<string, string> {
  return { ...values, areaMedica: values.areaMedica === null ? '' : String(values.areaMedica) };
}
