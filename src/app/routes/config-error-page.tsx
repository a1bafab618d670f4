/** Shown instead of the app when the configuration (the build's VITE_* values or the deployment's config.js) is invalid. */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main className="auth-layout">
      <div className="auth-card" role="alert">
        <h1 className="auth-card__title">Configuração inválida</h1>
        <p>
          O sistema não pode iniciar. Corrija os valores abaixo no config.js desta instalação (ou nas variáveis de
          ambiente da geração) e recarregue a página:
        </p>
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
