import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useIncluirAnotacao } from '@/api/anotacoes/anotacoes-pedido';
import {
  ANOTACAO_MAX,
  anotacaoPayload,
  NOVA_ANOTACAO_VAZIA,
  novaAnotacaoSchema,
  type NovaAnotacaoForm,
} from '@/api/anotacoes/nova-anotacao';
import { useToast } from '@/components/feedback/toast-context';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { errorMessage } from '@/lib/http/api-error';

/** The panel's form: the text (required, ≤ 300) and who sees it; a failure keeps what was typed. */
export function NovaAnotacaoFormulario({ pedidoId }: { pedidoId: number }) {
  const toast = useToast();
  const mutation = useIncluirAnotacao();
  // A double click writes once: isPending reaches React a render later.
  const sending = useRef(false);
  const { control, handleSubmit, reset } = useForm<NovaAnotacaoForm>({
    resolver: zodResolver(novaAnotacaoSchema),
    defaultValues: NOVA_ANOTACAO_VAZIA,
  });
  const salvar = handleSubmit(async (form) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await mutation.mutateAsync(anotacaoPayload(form, pedidoId));
      toast.success('Anotação incluída.');
      reset(NOVA_ANOTACAO_VAZIA);
    } catch (error) {
      toast.warn(errorMessage(error));
    } finally {
      sending.current = false;
    }
  });
  return (
    <form className="notas-pedido__form" aria-label="Nova anotação" onSubmit={(e) => void salvar(e)} noValidate>
      <TextAreaField
        control={control}
        name="anotacao"
        label="Anotação"
        required
        maxLength={ANOTACAO_MAX}
        showCount
        focusOnOpen
      />
      <div className="notas-pedido__flags">
        <CheckboxField control={control} name="mostraMeusPedidos" label="Para médico" />
        <CheckboxField control={control} name="mostraAreaTecnica" label="Para Área Técnica" />
        <SubmitButton label="Salvar anotação" busy={mutation.isPending} />
      </div>
    </form>
  );
}
