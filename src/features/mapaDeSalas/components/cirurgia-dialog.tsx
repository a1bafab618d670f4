import { AppDialog } from '@/components/dialogs/app-dialog';
import { NAO_INFORMADO, orNaoInformado } from '@/components/data/nao-informado';
import type { CirurgiaSala } from '../api/agenda-sala-row';

/** A surgery of the map: request number, patient, requester and main procedure (wizards-and-management.md §2). */
export function CirurgiaDialog({ cirurgia, onClose }: { cirurgia: CirurgiaSala; onClose: () => void }) {
  const campos: [string, string | null][] = [
    ['Número do pedido', cirurgia.codigo],
    ['Paciente', cirurgia.paciente],
    ['Requisitante', cirurgia.requisitante],
    ['Procedimento principal', cirurgia.procedimento],
  ];
  return (
    <AppDialog
      header={`Cirurgia — Pedido nº ${cirurgia.codigo ?? NAO_INFORMADO}`}
      onClose={onClose}
      footer={[{ label: 'Fechar', onClick: onClose }]}
    >
      <dl className="mapa-cirurgia">
        {campos.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{orNaoInformado(valor)}</dd>
          </div>
        ))}
      </dl>
    </AppDialog>
  );
}
