/** Dialog widths of constants.md: 60vw, 65vw, 25vw; 85vw for notes. Narrow screens take the whole width. */
export const DIALOG_WIDTH = {
  wide: '60vw',
  standard: '65vw',
  small: '25vw',
  notes: '85vw',
} as const;

export const DIALOG_BREAKPOINTS = { '960px': '90vw', '640px': '100vw' };
