/** Shown instead of the app when the VITE_* configuration is invalid. */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main className="auth-layout">
      <div className="auth-card" role="alert">
        <h1 className="auth-card__title">Configuração inválida</h1>
        <p>O sistema não pode iniciar. Corrija as variáveis de ambiente abaixo e gere a aplicação novamente:</p>
        <ul>
          {problems.map((p) => (
            <li key={p}>
              <code>{p}</code>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
