// Where a toast may lie (docs/decisions.md 'Where toasts appear and how many'): bottom right, but never over the
// buttons the user acts with next. A wizard's step buttons and a dialog's footer sit at the bottom right too; when one
// of them is in the toast's corner, the toast lies just above it.

/** Marks an element a toast must not cover (the wizard's Anterior/Próximo/Enviar). */
const TOAST_NAO_COBRE = 'data-toast-nao-cobre';

/** The corner's margin (0.5rem) and the height a toast takes there, in px. */
const MARGEM = 8;
const ALTURA_DO_TOAST = 160;

type Caixa = Pick<DOMRectReadOnly, 'top' | 'bottom' | 'left' | 'right'>;

/**
 * The toast's distance from the bottom of a window of `largura` × `altura`, given the boxes it must not cover and the
 * toast's width: the corner's margin, or just above the highest box that reaches into the toast's corner.
 */
export function distanciaDoFundo(caixas: readonly Caixa[], largura: number, altura: number, larguraToast: number) {
  const esquerdaDoToast = largura - MARGEM - larguraToast;
  let fundo = MARGEM;
  for (const c of caixas) {
    const naFaixa = c.right > esquerdaDoToast && c.left < largura - MARGEM;
    const noCanto = c.bottom > altura - MARGEM - ALTURA_DO_TOAST && c.top < altura;
    if (naFaixa && noCanto && c.bottom > c.top) fundo = Math.max(fundo, altura - c.top + MARGEM);
  }
  return fundo;
}

/** Places the app's toast above what it must not cover on the page as it is now. */
export function posicionarToast(toast: HTMLElement | null) {
  if (!toast) return;
  const caixas = [...document.querySelectorAll(`[${TOAST_NAO_COBRE}], .p-dialog .p-dialog-footer`)].map((e) =>
    e.getBoundingClientRect(),
  );
  const larguraToast = Math.min(toast.getBoundingClientRect().width || 400, window.innerWidth - 2 * MARGEM);
  toast.style.bottom = `${distanciaDoFundo(caixas, window.innerWidth, window.innerHeight, larguraToast)}px`;
}
