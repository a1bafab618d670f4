import { Button } from 'primereact/button';
import { SEM_PARECER } from '@/api/pareceres/parecer-celula';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { PedidoTags } from '@/components/data/pedido-tags';
import { StatusDot } from '@/components/data/status-dot';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateTimeBR, parseApiDate } from '@/lib/dates/format';
import { cirurgiaDe } from '../api/area-tecnica-row';
import type { LinhaParecer } from '../model/linhas';
import { ParecerPonto } from './parecer-ponto';

const text = (v: string | null | undefined) => v ?? '';
const cell = (v: string | null) => <CellText text={v ?? NAO_INFORMADO} />;

interface ParecerColunasContexto {
  /** The professional's area code, the header of the opinion column ('ANESTESIA', 'OPME'). */
  area: string;
  /** The OPME area sees 'Itens Eventuais' with its print button (§6 'Technical area'). */
  opme: boolean;
  onResumo: (r: LinhaParecer) => void;
  onParecer: (r: LinhaParecer) => void;
  onAnotacoes: (r: LinhaParecer) => void;
  /** Opens a printable document (the row's 'Itens Eventuais'). */
  onDocumento: (path: string) => void;
}

function Codigo({ r, onResumo }: { r: LinhaParecer; onResumo: (r: LinhaParecer) => void }) {
  const plano = r.nomeConvenio ?? NAO_INFORMADO;
  return (
    <span className="paciente-cell">
      <Button
        type="button"
        label={r.codigo}
        link
        className="parecer__codigo"
        aria-label={`Resumo do pedido ${r.codigo}`}
        onClick={() => onResumo(r)}
      />
      {r.pedidoSaudeSuplementar ? (
        <span className="tag tag--convp" title={`Saúde suplementar: ${plano}`}>
          CONVP<span className="sr-only"> ({plano})</span>
        </span>
      ) : null}
    </span>
  );
}

/** The area's current opinion by name, as the dot's tooltip gives it (its colour does not leave the screen). */
const opiniaoAtual = (r: LinhaParecer): string => {
  const atual = r.parecerAtual?.parecerTecnico;
  return atual ? (atual.descricao ?? NAO_INFORMADO) : SEM_PARECER;
};

/** The columns of §2 'Technical-area opinions table'. */
export function parecerColumns(ctx: ParecerColunasContexto): TableColumn<LinhaParecer>[] {
  const eventuais: TableColumn<LinhaParecer> = {
    key: 'eventuais',
    header: 'Itens Eventuais',
    width: '8rem',
    body: (r) =>
      r.possuiItensEventuais ? (
        <Button
          type="button"
          icon="pi pi-print"
          text
          size="small"
          aria-label={`Imprimir itens eventuais do pedido ${r.codigo}`}
          onClick={() => ctx.onDocumento(`/impressoMateriaisEventuais/${r.id}`)}
        />
      ) : (
        'Não'
      ),
    exportValue: (r) => (r.possuiItensEventuais ? 'Sim' : 'Não'),
  };
  return [
    {
      key: 'codigo',
      header: 'Nº Pedido',
      width: '9rem',
      sortValue: (r) => r.codigo,
      body: (r) => <Codigo r={r} onResumo={ctx.onResumo} />,
      exportValue: (r) => r.codigo,
    },
    {
      key: 'status',
      header: 'Status',
      body: (r) => <StatusDot color={r.corStatus} label={r.status ?? NAO_INFORMADO} showLabel />,
      sortValue: (r) => text(r.status),
      // The longest status a back-end sends, 'EM AVALIAÇÃO DAS ÁREAS TÉCNICAS', whole on two lines at 1366 px (what the
      // area scans for, with the patient): its first line, 'EM AVALIAÇÃO DAS', with the dot, needs 12rem.
      width: '12rem',
    },
    {
      key: 'paciente',
      header: 'Paciente',
      body: (r) => (
        <span className="paciente-cell">
          <CellText text={r.paciente ?? NAO_INFORMADO} />
          <PedidoTags gmr={r.GMR === true} onco={r.eOncologica === true} />
        </span>
      ),
      sortValue: (r) => text(r.paciente),
    },
    {
      key: 'requisitante',
      header: 'Requisitante',
      body: (r) => cell(r.profissionalRequisitante),
      sortValue: (r) => text(r.profissionalRequisitante),
      // OPME's 'Itens Eventuais' takes its room at 1366 px: there 'Colunas' offers it, hidden until chosen.
      optional: ctx.opme ? 'hidden' : 'shown',
    },
    {
      key: 'equipe',
      header: 'Equipe',
      body: (r) => cell(r.equipeRequisitante),
      sortValue: (r) => text(r.equipeRequisitante),
      // Scanned least: offered by 'Colunas', hidden until chosen, so the patient has the room the status's 12rem leave.
      optional: 'hidden',
    },
    {
      key: 'dataCirurgia',
      header: 'Data Cirurgia',
      width: '9rem',
      body: (r) => formatDateTimeBR(cirurgiaDe(r)) || NAO_INFORMADO,
      sortValue: (r) => parseApiDate(cirurgiaDe(r))?.getTime() ?? 0,
    },
    {
      key: 'parecer',
      header: ctx.area,
      width: '7rem',
      body: (r) => <ParecerPonto r={r} area={ctx.area} onParecer={ctx.onParecer} />,
      exportValue: opiniaoAtual,
      sortValue: (r) => text(r.parecerAtual?.parecerTecnico?.descricao),
    },
    ...(ctx.opme ? [eventuais] : []),
    {
      key: 'acoes',
      header: 'Ações',
      width: '6rem',
      exportValue: false,
      body: (r) => (
        <Button
          type="button"
          icon="pi pi-comment"
          text
          size="small"
          aria-label={`Anotações do pedido ${r.codigo}`}
          onClick={() => ctx.onAnotacoes(r)}
        />
      ),
    },
  ];
}
