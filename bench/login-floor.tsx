// The sign-in floor (docs/decisions/025-pisos-do-bench.md 'The first open of the morning'): a bare form with the sign-in
// page's two fields that POSTs them to the same endpoint of the same mock back-end (the app's /api/loginDemanda, its
// address recorded by the bench), keeps the
// token the answer gives, and then draws, in the same page, the DataTable list of the first screen (lista-floor.tsx,
// the call recorded by the bench from the app's own first screen): what a sign-in must do before its first rows, with
// nothing of the app's (no router, no session records, no vault, no menu).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Lista } from './lista-floor';

/** The sign-in call's address, recorded by the bench from the app's sign-in (`entrada` under `bench-floor`). */
function enderecoDaEntrada(): string {
  const raw = localStorage.getItem('bench-floor');
  const value: unknown = raw ? JSON.parse(raw) : null;
  const entrada = value && typeof value === 'object' ? Object(value).entrada : null;
  return typeof entrada === 'string' ? entrada : '/api/loginDemanda';
}

function Entrar() {
  const [entrou, setEntrou] = useState(false);
  if (entrou) return <Lista />;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const dados = new FormData(e.currentTarget);
        void fetch(enderecoDaEntrada(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: dados.get('username'), password: dados.get('password') }),
        })
          .then((r) => r.json())
          .then((json: unknown) => {
            const token = Object(json).token;
            if (typeof token === 'string') localStorage.setItem('token', token);
            setEntrou(true);
          });
      }}
    >
      <h1>Entrar</h1>
      <label htmlFor="username">Usuário</label>
      <input id="username" name="username" autoComplete="username" />
      <label htmlFor="password">Senha</label>
      <input id="password" name="password" type="password" autoComplete="current-password" />
      <button type="submit">Entrar</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <Entrar />
    </main>
  </StrictMode>,
);
