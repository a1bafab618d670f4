/**
 * One load per screen at a time: the menu link's prefetch, the route's loader and its `lazy` all ask for the same
 * screen within one click, and join the load already under way instead of starting their own. Forgotten once settled
 * (the module cache makes the next call free, and a load that failed can be tried again).
 */
export function umaCargaPorVez<K, T>(carregar: (chave: K) => Promise<T>): (chave: K) => Promise<T> {
  const emCurso = new Map<K, Promise<T>>();
  return (chave) => {
    const aberta = emCurso.get(chave);
    if (aberta) return aberta;
    const carga = carregar(chave).finally(() => emCurso.delete(chave));
    emCurso.set(chave, carga);
    return carga;
  };
}
