import { Button } from 'primereact/button';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateTimeBR } from '@/lib/dates/format';
import type { AcaoGerente, EstadoAcao } from '../model/acoes';
import type { LinhaGerente } from '../model/linhas';
import type { Prontidao } from '../model/prontidao';
import type { SalaDaLinha } from '../model/prontidao-mapa';
import { DETENTOR_DESCONHECIDO, formatarTempo } from '../model/prontidao-detentor';
import { nomeDaSala } from '../model/prontidao-mapa';
import { GerenteRowActions } from './gerente-row-actions';

export type LinhaProntidao = LinhaGerente & Prontidao & { sala: SalaDaLinha | null };

/** Only Histórico and Anotações on a Prontidão row (the summary opens from its number), for every user. */
const ESTADOS: Record<AcaoGerente, EstadoAcao> = {
  conferencia: 'oculta',
  trocarStatus: 'oculta',
  reagendar: 'oculta',
  rejeitar: 'oculta',
  historico: 'habilitada',
  anotacoes: 'habilitada',
  impressoes: 'oculta',
};

const PRONTO = 'Pronto';

/** 'ANE há 2 d 4 h'; without a holder, what could not be known, in words. */
const comOPedido = (r: LinhaProntidao) =>
  r.detentor === DETENTOR_DESCONHECIDO ? r.detentor : `${r.detentor} há ${formatarTempo(r.minutos)}`;

/** The pendências as chips with their tooltip, or 'Pronto' (green, and said in words). */
function Pendencias({ row }: { row: LinhaProntidao }) {
  if (!row.pendencias.length) {
    return (
      <span className="prontidao-chip prontidao-chip--pronto">
        <i className="pi pi-check" aria-hidden="true" /> {PRONTO}
      </span>
    );
  }
  return (
    <ul className="prontidao-chips">
      {row.pendencias.map((p) => (
        <li key={p.rotulo} className={`prontidao-chip prontidao-chip--${p.tipo}`} title={p.dica}>
          {p.rotulo}
        </li>
      ))}
    </ul>
  );
}

/**
 * Nº Pedido (opens 'Resumo do pedido'), Data Cirurgia, Sala, Paciente, Procedimento, Cirurgião, Pendências, Quem está
 * com o pedido, Ações: the morning meeting's sheet (docs/decisions/023-prontidao.md).
 */
export function prontidaoColumns(onAction: (a: AcaoGerente | 'resumo', row: LinhaProntidao) => void) {
  const columns: TableColumn<LinhaProntidao>[] = [
    {
      key: 'codigo',
      header: 'Nº Pedido',
      width: '6rem',
      body: (r) => (
        <Button
          type="button"
          label={r.codigo}
          link
          className="prontidao__codigo"
          aria-label={`Resumo do pedido ${r.codigo}`}
          onClick={() => onAction('resumo', r)}
        />
      ),
      exportValue: (r) => r.codigo,
    },
    {
      key: 'dataCirurgia',
      header: 'Data Cirurgia',
      width: '6.5rem',
      body: (r) => formatDateTimeBR(r.dataCirurgiaExibida) || NAO_INFORMADO,
    },
    {
      key: 'sala',
      header: 'Sala',
      width: '6rem',
      body: (r) => <CellText text={nomeDaSala(r.sala)} />,
    },
    {
      key: 'paciente',
      header: 'Paciente',
      body: (r) => <CellText text={r.paciente ?? NAO_INFORMADO} />,
    },
    {
      key: 'procedimento',
      header: 'Procedimento',
      body: (r) => <CellText text={r.procedimento ?? NAO_INFORMADO} />,
    },
    {
      key: 'cirurgiao',
      header: 'Cirurgião',
      body: (r) => <CellText text={r.profissionalRequisitante ?? NAO_INFORMADO} />,
    },
    {
      key: 'pendencias',
      header: 'Pendências',
      body: (r) => <Pendencias row={r} />,
      exportValue: (r) => (r.pendencias.length ? r.pendencias.map((p) => p.rotulo).join('; ') : PRONTO),
    },
    {
      key: 'detentor',
      header: 'Quem está com o pedido',
      width: '11rem',
      body: (r) => <CellText text={comOPedido(r)} />,
      exportValue: comOPedido,
    },
    {
      key: 'acoes',
      header: 'Ações',
      width: '5.5rem',
      body: (r) => <GerenteRowActions row={r} estados={ESTADOS} onAction={onAction} />,
      exportValue: false,
    },
  ];
  return columns;
}
