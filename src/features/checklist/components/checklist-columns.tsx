import { Button } from 'primereact/button';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateTimeBR, parseApiDate } from '@/lib/dates/format';
import type { ChecklistRow } from '../api/get-checklist';
import { parecerCelula, parecerDaArea, SEM_PARECER, type AreaColuna } from '@/api/pareceres/parecer-celula';
import { ParecerDot } from './parecer-dot';

const dataCirurgia = (r: ChecklistRow) => r.dataCirurgia ?? r.dataHoraSugerida;
const text = (value: string | null) => value ?? '';

/** Código (opens the summary), Paciente, Requisitante, Data Cirurgia and one dot column per technical area. */
export function checklistColumns(
  areas: readonly AreaColuna[],
  onResumo: (row: ChecklistRow) => void,
): TableColumn<ChecklistRow>[] {
  return [
    {
      key: 'codigo',
      header: 'Código',
      width: '7rem',
      sortValue: (r) => r.codigo,
      body: (r) => (
        <Button
          type="button"
          label={r.codigo}
          link
          className="checklist__codigo"
          aria-label={`Resumo do pedido ${r.codigo}`}
          onClick={() => onResumo(r)}
        />
      ),
    },
    {
      key: 'paciente',
      header: 'Paciente',
      body: (r) => <CellText text={r.paciente ?? NAO_INFORMADO} />,
      sortValue: (r) => text(r.paciente),
    },
    {
      key: 'requisitante',
      header: 'Requisitante',
      body: (r) => <CellText text={r.profissionalRequisitante ?? NAO_INFORMADO} />,
      sortValue: (r) => text(r.profissionalRequisitante),
    },
    {
      key: 'dataCirurgia',
      header: 'Data Cirurgia',
      width: '9rem',
      body: (r) => formatDateTimeBR(dataCirurgia(r)) || NAO_INFORMADO,
      sortValue: (r) => parseApiDate(dataCirurgia(r))?.getTime() ?? 0,
    },
    ...areas.map((area): TableColumn<ChecklistRow> => ({
      key: `area-${area.id}`,
      header: area.nome,
      width: '7rem',
      className: 'checklist__area',
      body: (r) => <ParecerDot celula={parecerCelula(area, parecerDaArea(r.pareceresPedido, area.id))} />,
      // The dot's opinion by name (its colour does not leave the screen).
      exportValue: (r) => {
        const parecer = parecerDaArea(r.pareceresPedido, area.id)?.parecerTecnico;
        return parecer ? (parecer.descricao ?? NAO_INFORMADO) : SEM_PARECER;
      },
    })),
  ];
}
