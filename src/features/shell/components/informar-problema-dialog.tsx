import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRequiredProfissional } from '@/api/session/session-store';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { TextAreaField } from '@/components/form/text-area-field';
import { errorMessage } from '@/lib/http/api-error';
import { useInformarProblemaMutation } from '../api/informar-problema';
import { PROBLEMA_MAX, problemaSchema, type ProblemaForm } from '../model/problema-schema';

/** 'Informar problema': the description goes to the IT department by e-mail, prefixed with the user's name. */
export function InformarProblemaDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const profissional = useRequiredProfissional();
  const toast = useToast();
  const mutation = useInformarProblemaMutation();
  const { control, handleSubmit, reset } = useForm<ProblemaForm>({
    resolver: zodResolver(problemaSchema),
    defaultValues: { descricao: '' },
  });

  const onSubmit = handleSubmit(({ descricao }) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { nome: profissional.nome, descricao },
      {
        onSuccess: (data) => {
          toast.success(data.mensagem);
          reset();
          onClose();
        },
        onError: (error) => toast.warn(errorMessage(error)),
      },
    );
  });

  return (
    <AppDialog
      header="Informar problema"
      visible={visible}
      onClose={onClose}
      busy={mutation.isPending}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onClose },
        { label: 'Enviar', onClick: () => void onSubmit(), loading: mutation.isPending },
      ]}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextAreaField
          control={control}
          name="descricao"
          label="Descrição do problema"
          maxLength={PROBLEMA_MAX}
          showCount
          focusOnOpen
        />
      </form>
    </AppDialog>
  );
}
