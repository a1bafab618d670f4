const semAcentos = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * Whether a demand's status text says it is closed: cancelled, or converted (turned) into a request. The words are
 * the back-end's, in any case and with or without accents ('CANCELADA', 'Convertida em pedido', 'TRANSFORMADA EM
 * PEDIDO'); a missing text is not closed.
 */
export function demandaEncerrada(...textos: readonly (string | null | undefined)[]): boolean {
  return textos.some((t) => typeof t === 'string' && /CANCELAD|CONVERTID|TRANSFORMAD/.test(semAcentos(t)));
}
