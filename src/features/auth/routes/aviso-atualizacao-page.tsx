/** /auth/avisoAtualizacaoOpera: the client is older than the server. */
export function AvisoAtualizacaoPage() {
  return (
    <main className="auth-card" aria-labelledby="aviso-titulo">
      <h1 id="aviso-titulo" className="auth-card__title">
        Nova versão disponível
      </h1>
      <p>A versão do sistema em uso está desatualizada.</p>
      <p>
        Pressione <kbd>CTRL</kbd>+<kbd>F5</kbd> para carregar a nova versão. Se o aviso continuar, entre em contato com
        o setor de TI.
      </p>
    </main>
  );
}
