import '../alterar-senha.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useRequiredProfissional } from '@/api/session/session-store';
import { TextField } from '@/components/form/text-field';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/http/api-error';
import { useAlterarSenhaMutation } from '../api/alterar-senha';
import { alterarSenhaSchema, type AlterarSenhaForm } from '../model/alterar-senha-schema';
import { useNavegar } from '@/lib/router/navegar';

/** /admin/alterarsenha: old, new and confirmation. */
export function AlterarSenhaPage() {
  const profissional = useRequiredProfissional();
  const toast = useToast();
  const navigate = useNavegar();
  const mutation = useAlterarSenhaMutation();
  const { control, handleSubmit, setValue, setFocus } = useForm<AlterarSenhaForm>({
    resolver: zodResolver(alterarSenhaSchema),
    defaultValues: { senhaAntiga: '', novaSenha: '', confirmacao: '' },
  });

  const onSubmit = handleSubmit((form) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { userid: profissional.userid, novaSenha: form.novaSenha, senhaAntiga: form.senhaAntiga },
      {
        onSuccess: (data) => {
          toast.success(data.mensagem, { life: TOAST_MS.password });
          navigate(paths.admin);
        },
        onError: (error) => {
          // A 401 here is the back-end refusing the old password, not an expired session.
          if (isApiError(error, 401)) toast.warn(errorMessage(error), { life: TOAST_MS.password });
          else toast.error(errorMessage(error), { life: TOAST_MS.password });
          setValue('senhaAntiga', '');
          setFocus('senhaAntiga');
        },
      },
    );
  });

  return (
    <section className="page page--narrow" aria-labelledby="alterar-senha-titulo">
      <h1 id="alterar-senha-titulo">Alterar senha</h1>
      <form onSubmit={onSubmit} noValidate className="card">
        <TextField
          control={control}
          name="senhaAntiga"
          label="Senha atual"
          type="password"
          autoComplete="current-password"
        />
        <TextField control={control} name="novaSenha" label="Nova senha" type="password" autoComplete="new-password" />
        <TextField
          control={control}
          name="confirmacao"
          label="Confirmação da nova senha"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" label="Alterar senha" loading={mutation.isPending} />
      </form>
    </section>
  );
}
