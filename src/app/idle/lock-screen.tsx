import { useEffect, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useRequiredProfissional } from '@/api/session/session-store';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { login } from '@/features/auth/api/login';
import { INFORME_SENHA, LOGIN_FALHOU } from '@/features/auth/model/login-schema';

type SenhaForm = { password: string };

const senhaResolver: Resolver<SenhaForm> = (values): ResolverResult<SenhaForm> => {
  if (values.password) return { values, errors: {} };
  return { values: {}, errors: { password: { type: 'required', message: INFORME_SENHA } } };
};

interface LockScreenProps {
  /** The same user's password was accepted (the login call stored the new token). */
  onUnlocked: () => void;
  onSwitchUser: () => void;
}

/**
 * The lock over the whole page: only the user's name shows; the same user's password (the login call) unlocks, or
 * 'Entrar com outro usuário' signs out clearing this user's drafts and cached lists.
 */
export function LockScreen({ onUnlocked, onSwitchUser }: LockScreenProps) {
  const { username, nome, userid } = useRequiredProfissional();
  const [busy, setBusy] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);
  const { control, handleSubmit, setFocus } = useForm<SenhaForm>({
    resolver: senhaResolver,
    defaultValues: { password: '' },
  });
  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (busy) return;
    setBusy(true);
    setFalha(null);
    try {
      const profissional = await login({ username, password });
      if (profissional.userid === userid) onUnlocked();
      else onSwitchUser();
    } catch {
      setFalha(LOGIN_FALHOU);
      setBusy(false);
    }
  });

  return (
    <section className="auth-card" role="dialog" aria-modal="true" aria-labelledby="bloqueio-titulo">
      <h1 id="bloqueio-titulo" className="auth-card__title">
        Sessão bloqueada
        <span className="auth-card__subtitle">
          {nome} ({username})
        </span>
      </h1>
      <p>Sua sessão foi bloqueada por inatividade. Digite sua senha para continuar.</p>
      {falha ? (
        <p className="auth-card__notice" role="alert">
          {falha}
        </p>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField control={control} name="password" label="Senha" type="password" autoComplete="current-password" />
        <SubmitButton label="Desbloquear" className="w-full" busy={busy} />
      </form>
      <button type="button" className="p-button p-component p-button-text w-full mt-2" onClick={onSwitchUser}>
        <span className="p-button-label">Entrar com outro usuário</span>
      </button>
    </section>
  );
}
