import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useAnotacaoDemandaWrites } from '@/api/demandas/anotacoes-demanda';
import { useToast } from '@/components/feedback/toast-context';
import { TextAreaField } from '@/components/form/text-area-field';
import './demandas.css';
import { errorMessage } from '@/lib/http/api-error';
import {
  ANOTACAO_MAX,
  ANOTACAO_OBRIGATORIA,
  anotacaoDemandaFormSchema,
  firstError,
  type AnotacaoDemandaForm as Form,
} from '../model/forms';

/** Adds a note to the demand: required, at most 300 characters; the text stays when the save fails. */
export function AnotacaoDemandaForm({ demandaId }: { demandaId: number }) {
  const { salvar } = useAnotacaoDemandaWrites();
  const toast = useToast();
  const { control, handleSubmit, reset } = useForm<Form>({
    resolver: zodResolver(anotacaoDemandaFormSchema),
    defaultValues: { anotacao: '' },
  });
  const enviar = handleSubmit(
    async ({ anotacao }) => {
      if (salvar.isPending) return;
      try {
        await salvar.mutateAsync({ anotacao: anotacao.trim(), demanda: demandaId });
        toast.success('Anotação incluída.');
        reset({ anotacao: '' });
      } catch (error) {
        toast.warn(errorMessage(error));
      }
    },
    (errors) => toast.warn(firstError(errors, ANOTACAO_OBRIGATORIA)),
  );
  return (
    <form className="anotacao-demanda-form" onSubmit={(e) => void enviar(e)} noValidate>
      <TextAreaField
        control={control}
        name="anotacao"
        label="Nova anotação"
        maxLength={ANOTACAO_MAX}
        showCount
        focusOnOpen
      />
      <Button type="submit" label="Adicionar anotação" icon="pi pi-plus" loading={salvar.isPending} />
    </form>
  );
}
