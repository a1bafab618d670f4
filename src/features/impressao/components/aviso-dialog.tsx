import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-area-field';
import { salvarAviso, useSalvarImpressao } from '../api/salvar-impressao';
import { avisoSchema, type AvisoForm, type AvisoPayload } from '../model/aviso';
import { TEXTO_MAX } from '../model/campos';
import { PrintFormDialog, type PrintFormProps } from './print-form-dialog';
import { useImprimir } from './use-imprimir';

/** Aviso de Cirurgia: the observations (required, ≤ 500) are saved, then the notice opens. */
export function AvisoDialog({ pedidoId, codigo, documentPath, onClose }: PrintFormProps) {
  const mutation = useSalvarImpressao(salvarAviso);
  const impressao = useImprimir(documentPath, onClose);
  const { control, handleSubmit } = useForm<AvisoForm, unknown, AvisoPayload>({
    resolver: zodResolver(avisoSchema),
    defaultValues: { observacoesAvisoCirurgia: '' },
  });
  const submit = handleSubmit(
    (values) => impressao.imprimir(() => mutation.mutateAsync({ pedidoId, ...values })),
    impressao.recusado,
  );
  return (
    <PrintFormDialog
      header={`Aviso de Cirurgia — pedido nº ${codigo}`}
      busy={mutation.isPending}
      impressao={impressao}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        control={control}
        name="observacoesAvisoCirurgia"
        label="Observações"
        required
        maxLength={TEXTO_MAX}
        showCount
        focusOnOpen
      />
    </PrintFormDialog>
  );
}
