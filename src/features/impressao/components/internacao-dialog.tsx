import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { usePedido, type PedidoDetail } from '@/api/pedidos/get-pedido';
import { useRequiredProfissional } from '@/api/session/session-store';
import { LoadingState } from '@/components/data/loading-state';
import { DropdownField } from '@/components/form/dropdown-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { salvarInternacao, useSalvarImpressao } from '../api/salvar-impressao';
import { TEXTO_MAX } from '../model/campos';
import {
  internacaoDefaults,
  internacaoPayload,
  internacaoSchema,
  type InternacaoForm,
  type InternacaoValues,
} from '../model/internacao';
import { PrintFormDialog, type PrintFormProps } from './print-form-dialog';
import { useImprimir } from './use-imprimir';

const TEXTOS = [
  ['principaisSinaisSintomas', 'Principais sinais e sintomas', true],
  ['principaisResultadosProvasDiagnosticas', 'Principais resultados de provas diagnósticas', false],
  ['recursosNecessariosAtendimentoPaciente', 'Recursos necessários ao atendimento do paciente', false],
  ['historiaClinica', 'História clínica', false],
] as const;

/** Pedido de Internação: filled from the request once it has loaded (a failed load starts empty). */
export function InternacaoDialog(props: PrintFormProps) {
  const detail = usePedido(props.pedidoId);
  if (detail.isLoading) return <LoadingState />;
  return <InternacaoFormDialog {...props} detail={detail.data} />;
}

function InternacaoFormDialog({
  pedidoId,
  codigo,
  documentPath,
  onClose,
  detail,
}: PrintFormProps & { detail: PedidoDetail | undefined }) {
  const profissional = useRequiredProfissional();
  const areas = useCatalogue('areaMedica').data ?? [];
  const mutation = useSalvarImpressao(salvarInternacao);
  const impressao = useImprimir(documentPath, onClose);
  const { control, handleSubmit } = useForm<InternacaoForm, unknown, InternacaoValues>({
    resolver: zodResolver(internacaoSchema),
    defaultValues: internacaoDefaults(detail, profissional.crm),
  });
  const submit = handleSubmit(
    (values) =>
      impressao.imprimir(() =>
        mutation.mutateAsync({
          pedidoId,
          profissionalId: profissional.profissional_id,
          body: internacaoPayload(values),
        }),
      ),
    impressao.recusado,
  );
  return (
    <PrintFormDialog
      header={`Pedido de Internação — pedido nº ${codigo}`}
      busy={mutation.isPending}
      impressao={impressao}
      onSubmit={submit}
      onClose={onClose}
    >
      {TEXTOS.map(([name, label, required]) => (
        <div className="impressao-form__wide" key={name}>
          <TextAreaField
            control={control}
            name={name}
            label={label}
            required={required}
            maxLength={TEXTO_MAX}
            showCount
          />
        </div>
      ))}
      <TextField control={control} name="crm" label="CRM" required maxLength={20} />
      <TextField control={control} name="equipePrestadora" label="Equipe prestadora" maxLength={TEXTO_MAX} />
      <DropdownField
        control={control}
        name="areaMedica"
        label="Área médica"
        options={areas}
        optionLabel={(a) => a.descricao}
        optionValue={(a) => a.id}
        placeholder="Selecione a área médica"
      />
    </PrintFormDialog>
  );
}
