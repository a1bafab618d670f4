import { Button } from 'primereact/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { observadorDePareceres } from '@/config/access';
import { toIsoDay } from '@/lib/dates/format';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { ResumoDialog } from '@/widgets/resumo/resumo-dialog';
import { cirurgiaDe, statusDe, type AreaTecnicaRow } from '../api/area-tecnica-row';
import { MAX_AGENDA } from '../model/descricao';
import { configDaHabilitacao, pedidoCancelado, podeDarParecer } from '../model/habilitacao';
import { AnestesiaDoEvento, ItensDaArea, useContextoFalhou } from './parecer-contexto';
import { ParecerDialog } from './parecer-dialog';

interface Props {
  row: AreaTecnicaRow;
  anestesia: boolean;
  areaId: number;
  /** The agenda read again (the area's opinion as it shows it now). */
  relerAgenda: () => Promise<readonly AreaTecnicaRow[] | undefined>;
  onClose: () => void;
}

/**
 * An agenda event (§2 'Technical-area agenda'): code (opens the summary) and patient; the anaesthesia area sees the
 * proposed anaesthesia and the evaluation reason, other areas their items; a cancelled request says so with its
 * reason and observations; 'Parecer' opens the opinion dialog (≤ 300) when §4 allows it.
 */
export function EventoDialog({ row, anestesia, areaId, relerAgenda, onClose }: Props) {
  const config = useQuery(configuracoesQuery()).data;
  const observador = observadorDePareceres(useRequiredProfissional());
  const [aberto, setAberto] = useState<'resumo' | 'parecer' | null>(null);
  const cirurgia = cirurgiaDe(row);
  const cancelado = pedidoCancelado(statusDe(row), config?.statusCancelado);
  const regra = podeDarParecer({
    statusId: statusDe(row),
    diaCirurgia: cirurgia ? toIsoDay(cirurgia) || null : null,
    hoje: saoPauloIsoDay(),
    config: configDaHabilitacao(config),
    observador,
  });
  const falhou = useContextoFalhou('agenda', anestesia, { areaId, pedidoId: row.id });
  return (
    <>
      <AppDialog
        header={`Pedido nº ${row.codigo}`}
        onClose={onClose}
        footer={[
          {
            label: 'Parecer',
            icon: 'pi pi-check-square',
            onClick: () => setAberto('parecer'),
            disabled: !regra.habilitado || falhou,
          },
          { label: 'Fechar', outlined: true, onClick: onClose },
        ]}
      >
        <p>
          Código:{' '}
          <Button
            type="button"
            label={row.codigo}
            link
            className="parecer__codigo"
            onClick={() => setAberto('resumo')}
          />
        </p>
        <p>Paciente: {row.paciente ?? NAO_INFORMADO}</p>
        <p>Status: {row.status ?? NAO_INFORMADO}</p>
        {cancelado ? (
          <div className="agenda__cancelado" role="note">
            <strong>Pedido cancelado</strong>
            <p>Motivo: {row.descricaomotivocancelamento ?? NAO_INFORMADO}</p>
            <p>Observações: {row.observacoescancelamento ?? NAO_INFORMADO}</p>
          </div>
        ) : null}
        {anestesia ? (
          <AnestesiaDoEvento eventoId={row.id} tipoanestesia={row.tipoanestesia} />
        ) : (
          <ItensDaArea origem="agenda" areaId={areaId} pedidoId={row.id} />
        )}
        {regra.habilitado ? null : <p className="agenda__motivo">{regra.motivo}</p>}
      </AppDialog>
      {aberto === 'resumo' ? <ResumoDialog pedido={row} onClose={() => setAberto(null)} /> : null}
      {aberto === 'parecer' ? (
        <ParecerDialog
          pedido={row}
          relerLista={relerAgenda}
          max={MAX_AGENDA}
          contexto={false}
          onClose={() => setAberto(null)}
        />
      ) : null}
    </>
  );
}
