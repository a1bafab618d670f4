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

interface LinhasContexto {
  agora: string;
  caraterUrgencia: number | null | undefined;
  encerrado: (row: GerenteRow) => boolean;
}

function sla(row: GerenteRow, ctx: LinhasContexto): SlaClasse | null {
  const urgencia =
    ctx.caraterUrgencia !== null && ctx.caraterUrgencia !== undefined && row.caraterId === ctx.caraterUrgencia;
  return slaClasse(
    {
      urgencia,
      encerrado: ctx.encerrado(row),
      dataHoraAlteracaoStatus: row.dataHoraAlteracaoStatus,
      prazoAlertaSLAEletivo: row.prazoAlertaSLAEletivo,
      prazoLimiteSLAEletivo: row.prazoLimiteSLAEletivo,
      prazoAlertaSLAUrgencia: row.prazoAlertaSLAUrgencia,
      prazoLimiteSLAUrgencia: row.prazoLimiteSLAUrgencia,
      nomeSLA: row.nomeSLA,
    },
    ctx.agora,
  );
}

/** GMR 'True' and eOncologica '1' mean yes; the SLA dot from the last status change (or the server's nomeSLA). */
export function toLinhas(rows: readonly GerenteRow[], ctx: LinhasContexto): LinhaGerente[] {
  // The computed fields first, then the row spread into the same literal: the copy stays a fast object and costs
  // about as much as the spread alone. Spreading the row first and adding fields after it was ten times slower in V8
  // (docs/decisions/025-pisos-do-bench.md, 'Rows copied once, in one literal').
  return rows.map((row) => ({
    dataCirurgiaExibida: row.dataHoraSugerida ?? row.dataCirurgia ?? null,
    gmr: row.GMR === true,
    onco: row.eOncologica === true,
    convp: row.pedidoSaudeSuplementar === true,
    sla: sla(row, ctx),
    ...row,
  }));
}
