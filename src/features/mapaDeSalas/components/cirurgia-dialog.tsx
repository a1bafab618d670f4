import { useState } from 'react';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { NAO_INFORMADO, orNaoInformado } from '@/components/data/nao-informado';
import { DURACAO_NAO_INFORMADA } from '@/lib/dates/duracao-lida';
import { hhmm } from '@/lib/dates/wall-clock';
import { ResumoDialog } from '@/widgets/resumo/resumo-dialog';
import type { CirurgiaSala } from '../api/agenda-sala-row';
import type { Horarios } from '../model/colunas';

interface Props {
  cirurgia: CirurgiaSala;
  /** The column's title: the room's name, or 'URGÊNCIA'. */
  sala: string;
  horarios: Horarios;
  onClose: () => void;
}

const hora = (wall: string | null) => (wall ? hhmm(wall) : null);

/**
 * A surgery of the map (wizards-and-management.md §2 'Operating-room map'): its times, room, status, request number,
 * patient, requester and main procedure, all whole, and 'Resumo do pedido', which opens the request's summary.
 */
export function CirurgiaDialog({ cirurgia, sala, horarios, onClose }: Props) {
  const [resumo, setResumo] = useState(false);
  const codigo = cirurgia.codigo ?? NAO_INFORMADO;
  if (resumo) return <ResumoDialog pedido={{ id: cirurgia.pedido, codigo }} onClose={() => setResumo(false)} />;
  const campos: [string, string | null][] = [
    ['Início da cirurgia', hora(horarios.inicio)],
    ['Fim da cirurgia', horarios.ilegivel ? DURACAO_NAO_INFORMADA : hora(horarios.fim)],
    ['Fim do intervalo de uso da sala', hora(horarios.fimSetup)],
    ['Sala', sala],
    ['Status', cirurgia.status],
    ['Número do pedido', cirurgia.codigo],
    ['Paciente', cirurgia.paciente],
    ['Requisitante', cirurgia.requisitante],
    ['Procedimento principal', cirurgia.procedimento],
  ];
  return (
    <AppDialog
      header={`Cirurgia — Pedido nº ${codigo}`}
      onClose={onClose}
      footer={[
        { label: 'Resumo do pedido', icon: 'pi pi-file', outlined: true, onClick: () => setResumo(true) },
        { label: 'Fechar', onClick: onClose },
      ]}
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
