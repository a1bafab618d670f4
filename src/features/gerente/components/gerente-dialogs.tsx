import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { HistoricoDialog } from '@/widgets/historico/historico-dialog';
import { ResumoDialog } from '@/widgets/resumo/resumo-dialog';
import { ImpressaoSlot } from '@/widgets/slots/impressao-slot';
import type { LinhaGerente } from '../model/linhas';
import { RejeitarDialog } from './rejeitar-dialog';
import { StatusDialog } from './status-dialog';

export interface DialogoGerente {
  /** 'resumo': the Prontidão's 'Resumo do pedido', opened from the request's number. */
  action: 'historico' | 'trocarStatus' | 'rejeitar' | 'anotacoes' | 'impressoes' | 'resumo';
  row: LinhaGerente;
}

/** The dialog of the row action being used (loaded with the first action, not with the list). */
export function GerenteDialogs({ active, onClose }: { active: DialogoGerente; onClose: () => void }) {
  const { action, row } = active;
  if (action === 'historico') return <HistoricoDialog pedidoId={row.id} codigo={row.codigo} onClose={onClose} />;
  if (action === 'resumo') return <ResumoDialog pedido={row} onClose={onClose} />;
  if (action === 'rejeitar') return <RejeitarDialog row={row} onClose={onClose} />;
  if (action === 'anotacoes') return <NotasPedidoDialog pedidoId={row.id} codigo={row.codigo} onClose={onClose} />;
  if (action === 'impressoes') return <ImpressaoSlot row={row} lista="gerente" onClose={onClose} />;
  return <StatusDialog row={row} onClose={onClose} />;
}
