import type { StatusForm } from './status-form';

interface RowDatas {
  dataCirurgiaExibida: string | null;
  dataInternacao: string | null;
  codigoLeitoInternacao: string | null;
}

/** The status dialog opens with the request's surgery and admission dates and bed ('yyyy-MM-ddTHH:mm'). */
export function statusInicial(row: RowDatas): StatusForm {
  return {
    status: null,
    dataCirurgia: row.dataCirurgiaExibida?.slice(0, 16) ?? '',
    dataInternacao: row.dataInternacao?.slice(0, 16) ?? '',
    leito: row.codigoLeitoInternacao ?? '',
    motivo: null,
  };
}

/** The modality (or the system) blocks the admission resource: the dialog asks only the surgery date. */
export function internacaoBloqueada(
  modalidadeBloqueados: readonly number[] | undefined,
  sistemaBloqueados: readonly number[] | undefined,
  recursoInternacao: number | null | undefined,
): boolean {
  if (recursoInternacao === null || recursoInternacao === undefined) return false;
  return (
    (modalidadeBloqueados ?? []).includes(recursoInternacao) || (sistemaBloqueados ?? []).includes(recursoInternacao)
  );
}
