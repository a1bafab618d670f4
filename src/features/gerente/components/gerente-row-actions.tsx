import { RowActionsMenu, type RowActionItem } from '@/components/table/row-actions-menu';
import type { AcaoGerente, EstadoAcao } from '../model/acoes';
import type { LinhaGerente } from '../model/linhas';

const ROTULOS: Record<AcaoGerente, { label: string; icon: string }> = {
  conferencia: { label: 'Conferência', icon: 'pi pi-check-square' },
  historico: { label: 'Histórico', icon: 'pi pi-history' },
  trocarStatus: { label: 'Trocar de Status', icon: 'pi pi-sync' },
  reagendar: { label: 'Reagendar', icon: 'pi pi-calendar' },
  rejeitar: { label: 'Rejeitar', icon: 'pi pi-ban' },
  anotacoes: { label: 'Anotações', icon: 'pi pi-comment' },
  impressoes: { label: 'Impressões', icon: 'pi pi-print' },
};

interface Props<R extends LinhaGerente> {
  row: R;
  estados: Record<AcaoGerente, EstadoAcao>;
  /** Why a disabled action is disabled (model/acoes porQueIndisponivel). */
  porQue?: Partial<Record<AcaoGerente, string>>;
  onAction: (action: AcaoGerente, row: R) => void;
}

/**
 * Conferência, Histórico and Anotações on the row; Trocar de Status, Reagendar, Rejeitar and the 'Impressões' group
 * (the print menu of a finalised request) in the '⋯' menu; a hidden action (observers) is not rendered at all.
 */
export function GerenteRowActions<R extends LinhaGerente>({ row, estados, porQue = {}, onAction }: Props<R>) {
  const item = (id: AcaoGerente): RowActionItem[] =>
    estados[id] === 'oculta'
      ? []
      : [
          {
            id,
            ...ROTULOS[id],
            disabled: estados[id] === 'desabilitada',
            porQueIndisponivel: porQue[id],
            onSelect: () => onAction(id, row),
          },
        ];
  return (
    <RowActionsMenu
      primary={[...item('conferencia'), ...item('historico'), ...item('anotacoes')]}
      more={[...item('trocarStatus'), ...item('reagendar'), ...item('rejeitar'), ...item('impressoes')]}
      subject={`pedido ${row.codigo}`}
      menuLabel={`Ações do pedido ${row.codigo}`}
    />
  );
}
