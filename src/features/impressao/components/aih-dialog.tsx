import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { LoadingState } from '@/components/data/loading-state';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { usePacienteAih, type PacienteAih } from '../api/get-paciente-aih';
import { salvarAih, useSalvarImpressao } from '../api/salvar-impressao';
import { AIH_ETAPAS, aihDefaults, aihPayload, aihSchema, type AihForm, type AihValues } from '../model/aih';
import { EtapaJustificativa, EtapaPaciente, EtapaProcedimento } from './aih-etapas';
import { DocumentoBloqueadoDialog, type PrintFormProps } from './print-form-dialog';
import { useImprimir } from './use-imprimir';

const ETAPAS = [EtapaPaciente, EtapaJustificativa, EtapaProcedimento];

/** The AIH request: the patient's data from the patient/AIH API (a failed load starts from the request row). */
export function AihDialog(props: PrintFormProps & { row: PedidoRow }) {
  const paciente = usePacienteAih(props.row.idLegadoPaciente);
  if (paciente.isLoading) return <LoadingState />;
  return <AihFormDialog {...props} paciente={paciente.data} />;
}

function AihFormDialog({
  row,
  codigo,
  documentPath,
  onClose,
  paciente,
}: PrintFormProps & { row: PedidoRow; paciente: PacienteAih | undefined }) {
  const [etapa, setEtapa] = useState(0);
  const mutation = useSalvarImpressao(salvarAih);
  const impressao = useImprimir(documentPath, onClose);
  const { control, handleSubmit, trigger, setValue } = useForm<AihForm, unknown, AihValues>({
    resolver: zodResolver(aihSchema),
    defaultValues: aihDefaults(paciente, row),
  });
  const ultima = etapa === AIH_ETAPAS.length - 1;
  const proximo = async () => {
    if (await trigger(AIH_ETAPAS[etapa].campos, { shouldFocus: true })) setEtapa(etapa + 1);
  };
  const submit = impressao.aoImprimir(
    handleSubmit(
      (values) => impressao.imprimir(() => mutation.mutateAsync(aihPayload(values, row.id))),
      impressao.recusado,
    ),
  );
  const Etapa = ETAPAS[etapa];
  const header = `Solicitação de AIH — pedido nº ${codigo}`;
  if (impressao.bloqueado)
    return <DocumentoBloqueadoDialog header={header} href={impressao.bloqueado} onClose={onClose} />;
  return (
    <AppDialog
      header={header}
      onClose={onClose}
      busy={mutation.isPending}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onClose, disabled: mutation.isPending },
        ...(etapa > 0 ? [{ label: 'Voltar', outlined: true, onClick: () => setEtapa(etapa - 1) }] : []),
        ultima
          ? { label: 'Imprimir', icon: 'pi pi-print', onClick: () => void submit(), loading: mutation.isPending }
          : { label: 'Próximo', onClick: () => void proximo() },
      ]}
    >
      <h2 className="impressao-etapa">
        Etapa {etapa + 1} de {AIH_ETAPAS.length}: {AIH_ETAPAS[etapa].titulo}
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ultima) void submit(e);
          else void proximo();
        }}
        noValidate
        className="impressao-form"
      >
        <Etapa control={control} setValue={setValue} />
      </form>
    </AppDialog>
  );
}
