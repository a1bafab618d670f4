import type { GerenteRow } from '../api/gerente-row';
import { slaClasse, type SlaClasse } from './sla';

/** A manager row with what the cells read, computed once per loaded list. */
export interface LinhaGerente extends GerenteRow {
  dataCirurgiaExibida: string | null;
  sla: SlaClasse | null;
  gmr: boolean;
  onco: boolean;
  convp: boolean;
}

export interface LinhasContexto {
  agora: string;
  caraterUrgencia: number | null | undefined;
  encerrado: (row: GerenteRow) => boolean;
}

/** GMR 'True' and eOncologica '1' mean yes; the SLA dot from the last status change (or the server's nomeSLA). */
export function toLinhas(rows: readonly GerenteRow[], ctx: LinhasContexto): LinhaGerente[] {
  return rows.map((row) => ({
    ...row,
    dataCirurgiaExibida: row.dataHoraSugerida ?? row.dataCirurgia ?? null,
    gmr: row.GMR === true,
    onco: row.eOncologica === true,
    convp: row.pedidoSaudeSuplementar === true,
    sla: slaClasse(
      {
        ...row,
        urgencia:
          ctx.caraterUrgencia !== null && ctx.caraterUrgencia !== undefined && row.caraterId === ctx.caraterUrgencia,
        encerrado: ctx.encerrado(row),
      },
      ctx.agora,
    ),
  }));
}
