import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@/api/session/session-store';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { firstPermittedPath, type ScreenPath } from '@/config/access';
import { paths } from '@/config/paths';
import { useLoginMutation } from '../api/login';
import { LOGIN_FALHOU, loginResolver, type LoginForm } from '../model/login-schema';

/** Where the wizard run left in this tab by `userid` resumes (route and search params), or null: given by src/app. */
export type RetomarRascunho = (userid: number) => Promise<string | null>;

/** Starts loading the code of the screen the sign-in leads to, and of its layout: given by src/app. */
export type PrepararEntrada = (path: ScreenPath) => void;

function SignOutNotice() {
  const reason = sessionStore.lastSignOutReason();
  if (reason === 'no-access') {
    return (
      <p className="auth-card__notice" role="status">
        Seu usuário não possui acesso a nenhuma tela do sistema.
      </p>
    );
  }
  if (reason === 'expired') {
    return (
      <p className="auth-card__notice" role="status">
        Sua sessão expirou. Entre novamente para continuar.
      </p>
    );
  }
  return null;
}

/** /auth/login: user, password, 'Entrar'. */
export function LoginPage({
  retomar,
  prepararEntrada,
}: {
  retomar?: RetomarRascunho;
  prepararEntrada?: PrepararEntrada;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });

  // From 'Entrar' until the first screen replaces this page (its code and the layout's still loading), the button stays
  // busy and a second press sends nothing: the page is unmounted by that screen, or 'entrando' is reset below.
  const [entrando, setEntrando] = useState(false);
  const enviado = useRef(false);
  const parar = () => {
    enviado.current = false;
    setEntrando(false);
  };

  const onSubmit = handleSubmit((credentials) => {
    if (enviado.current) return;
    enviado.current = true;
    setEntrando(true);
    mutation.mutate(credentials, {
      onSuccess: async (profissional) => {
        // A wizard draft left in this tab (e.g. by an expired session) is resumed; otherwise the first screen.
        // The run's route checks its own access (RequireAccess sends a user it does not let in to their first screen).
        const first = firstPermittedPath(profissional);
        // The resumption's small module is asked for first: the screen's many chunks would queue it behind them.
        const retomada = first && retomar ? retomar(profissional.userid) : null;
        if (first) prepararEntrada?.(first);
        const target = first && retomada ? ((await retomada) ?? first) : first;
        if (target) {
          navigate(target, { replace: true });
          return;
        }
        // Signed out on the same page, which stays mounted: the notice replaces nothing the user typed.
        parar();
        sessionStore.signOut('no-access');
        navigate(paths.authLogin, { replace: true });
      },
      onError: () => {
        parar();
        toast.error(LOGIN_FALHOU, { life: TOAST_MS.settings });
      },
    });
  });

  return (
    <main className="auth-card" aria-labelledby="login-titulo">
      <h1 id="login-titulo" className="auth-card__title">
        OPERA
        <span className="auth-card__subtitle">Pedidos de Cirurgia</span>
      </h1>
      <SignOutNotice />
      <form onSubmit={onSubmit} noValidate>
        <TextField control={control} name="username" label="Usuário" autoComplete="username" />
        <TextField control={control} name="password" label="Senha" type="password" autoComplete="current-password" />
        <SubmitButton label="Entrar" className="w-full" busy={entrando} />
      </form>
    </main>
  );
}
