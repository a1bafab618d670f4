/**
 * Black or white, whichever reads better on the colour (WCAG relative luminance); white when unreadable. An event's
 * status colour is the back-end's, so its text colour is chosen by contrast, never fixed (axe 'color-contrast').
 */
export function textoSobre(cor: string | null | undefined): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(cor ?? '');
  if (!m) return '#ffffff';
  const canal = (i: number) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * canal(0) + 0.7152 * canal(2) + 0.0722 * canal(4);
  // Contrast with black (l + 0.05) / 0.05 against white 1.05 / (l + 0.05): black wins above l ≈ 0.179.
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
