import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import type { ImpressaoSlotProps } from '@/widgets/slots/impressao-slot';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { formatDateTimeBR } from '@/lib/dates/format';
import { abrirDocumento } from '@/api/documentos/abrir-documento';
import { DOCUMENTOS, firstStep, impressaoMenu, type DocumentoId } from '../model/documentos';
import { PrintForm } from './print-forms';
import { PrintMenuDialog } from './print-menu-dialog';

export type ImpressaoDialogsProps = ImpressaoSlotProps;

type Aberto = { id: DocumentoId; etapa: 'confirmarReimpressao' | 'formulario' } | null;

/**
 * The Impressão action of a request row: the print menu, the reprint question for a document already printed, and
 * the chosen document's form. Shared by the requester lists and the manager list.
 */
export function ImpressaoDialogs({ row, lista, documento, onClose }: ImpressaoDialogsProps) {
  const recursos = useQuery(configuracoesRecursoQuery()).data;
  // A document asked for by name ('A fazer') opens at its form, or at its reprint question; one that has no form opens
  // the menu, where a click opens its window.
  const [aberto, setAberto] = useState<Aberto>(() => {
    if (!documento) return null;
    const etapa = firstStep(documento, row);
    return etapa === 'documento' ? null : { id: documento, etapa };
  });
  const abrir = (id: DocumentoId) => {
    abrirDocumento(DOCUMENTOS[id].path(row.id));
    onClose();
  };
  const escolher = (id: DocumentoId) => {
    const etapa = firstStep(id, row);
    if (etapa === 'documento') abrir(id);
    else setAberto({ id, etapa });
  };

  if (!aberto) {
    return (
      <PrintMenuDialog
        codigo={row.codigo}
        items={impressaoMenu(row, recursos?.recursoInternacao, lista)}
        onChoose={escolher}
        onClose={onClose}
      />
    );
  }
  if (aberto.etapa === 'confirmarReimpressao') {
    const impresso = DOCUMENTOS[aberto.id].printDate(row);
    return (
      <ConfirmDialog visible header="Reimprimir documento" onAccept={() => abrir(aberto.id)} onReject={onClose}>
        <p className="m-0">
          Este documento já foi impresso em {formatDateTimeBR(impresso)}. Deseja imprimi-lo novamente?
        </p>
      </ConfirmDialog>
    );
  }
  return <PrintForm id={aberto.id} row={row} documentPath={DOCUMENTOS[aberto.id].path(row.id)} onClose={onClose} />;
}
