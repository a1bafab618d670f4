import { RowActionsMenu, type RowActionItem } from '@/components/table/row-actions-menu';
import type { AcaoGerente, EstadoAcao } from '../model/acoes';
import type { LinhaGerente } from '../model/linhas';

const ROTULOS: Record<AcaoGerente, { label: string; icon: string }> = {
  conferencia: { label: 'Conferência', icon: 'pi pi-check-square' },
  historico: { label: 'Histórico', icon: 'pi pi-history' },
  trocarStatus: { label: 'Trocar de Status', icon: 'pi pi-sync' },
  reagendar: { label: 'Reagendar', icon: 'pi pi-calendar' },
  rejeitar: { label: 'Rejeitar', icon: 'pi pi-ban' },
};

interface Props {
  row: LinhaGerente;
  estados: Record<AcaoGerente, EstadoAcao>;
  onAction: (action: AcaoGerente, row: LinhaGerente) => void;
}

/**
 * Conferência and Histórico on the row, Trocar de Status, Reagendar and Rejeitar in the '⋯' menu; a hidden action
 * (observers) is not rendered at all. Anotações and the 'Impressões' group are wired by other parts of issue 12.
 */
export function GerenteRowActions({ row, estados, onAction }: Props) {
  const item = (id: AcaoGerente): RowActionItem[] =>
    estados[id] === 'oculta'
      ? []
      : [{ id, ...ROTULOS[id], disabled: estados[id] === 'desabilitada', onSelect: () => onAction(id, row) }];
  return (
    <RowActionsMenu
      primary={[...item('conferencia'), ...item('historico')]}
      more={[...item('trocarStatus'), ...item('reagendar'), ...item('rejeitar')]}
      subject={`pedido ${row.codigo}`}
      menuLabel={`Ações do pedido ${row.codigo}`}
    />
  );
}
