// 'Sair' and 'Entrar com outro usuário' end every seal under way (docs/decisions/014-lock-and-export.md 'What stays in
// the tab'). The sign-out clears the tab's session storage at once, while the vault's module loads on first use: a seal
// started by the lock that finished after the sign-out wrote the first user's sealed copy back into the cleared tab.
// This counter lives with the sign-out, in the app's first chunk, so the seal can tell.

let descartes = 0;

/** The sign-out that clears the tab (not a 401's, which keeps the work sealed for the same user) says so here. */
export function marcarDescarte(): void {
  descartes += 1;
}

/** How many such sign-outs so far: a seal writes its copy only if none happened since it began. */
export function contarDescartes(): number {
  return descartes;
}
