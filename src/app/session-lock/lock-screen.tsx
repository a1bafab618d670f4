import { Button } from 'primereact/button';
import { useId, useState, type FormEvent } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { controlAria, FieldFrame, inputClasses } from '@/components/form/field-frame';
import { SubmitButton } from '@/components/form/submit-button';
// The sign-in's own call and messages (the unlock is a sign-in of the same user).
import { login } from '@/features/auth/api/login';
import { INFORME_SENHA, LOGIN_FALHOU } from '@/features/auth/model/login-schema';

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
  const id = useId();
  const [senha, setSenha] = useState('');
  const [busy, setBusy] = useState(false);
  const [erro, setErro] = useState<string | undefined>(undefined);
  const [falha, setFalha] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!senha) {
      setErro(INFORME_SENHA);
      return;
    }
    setErro(undefined);
    setBusy(true);
    setFalha(null);
    try {
      const profissional = await login({ username, password: senha });
      if (profissional.userid === userid) onUnlocked();
      else onSwitchUser();
    } catch {
      setFalha(LOGIN_FALHOU);
      setBusy(false);
    }
  };

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
        <FieldFrame id={id} label="Senha" required error={erro}>
          {(aria) => (
            <input
              id={id}
              type="password"
              autoComplete="current-password"
              value={senha}
              // The lock opens over a page left alone: its one field takes the focus.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              onChange={(e) => setSenha(e.target.value)}
              {...controlAria(aria)}
              className={inputClasses('p-inputtext', aria, false)}
            />
          )}
        </FieldFrame>
        <SubmitButton label="Desbloquear" className="w-full" busy={busy} />
      </form>
      <Button type="button" label="Entrar com outro usuário" text className="w-full mt-2" onClick={onSwitchUser} />
    </section>
  );
}
