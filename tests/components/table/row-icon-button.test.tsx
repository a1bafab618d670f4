// A row's icon button is plain markup with PrimeReact Button's classes (src/components/table/row-icon-button.tsx): the
// keystroke budget of a list depends on it not being the kit's Button, and the theme on it looking like one.
import { render, screen } from '@testing-library/react';
import { Button } from 'primereact/button';
import { describe, expect, it } from 'vitest';
import { RowIconButton } from '@/components/table/row-icon-button';

/** An element's tag and classes, and its children's, as the theme's selectors see them. */
function forma(el: Element): string {
  const classes = [...el.classList].sort().join('.');
  return `${el.tagName.toLowerCase()}.${classes}(${[...el.children].map(forma).join(',')})`;
}

describe("a table row's icon button", () => {
  it("has PrimeReact's icon-only, text, rounded, small Button markup, enabled and disabled", () => {
    render(
      <>
        <Button type="button" icon="pi pi-eye" text rounded size="small" aria-label="Kit" />
        <RowIconButton icon="pi pi-eye" aria-label="Linha" />
        <Button type="button" icon="pi pi-eye" text rounded size="small" aria-label="Kit inativo" disabled />
        <RowIconButton icon="pi pi-eye" aria-label="Linha inativa" disabled />
      </>,
    );
    const kit = screen.getByRole('button', { name: 'Kit' });
    expect(forma(screen.getByRole('button', { name: 'Linha' }))).toBe(forma(kit));
    expect(forma(screen.getByRole('button', { name: 'Linha inativa' }))).toBe(
      forma(screen.getByRole('button', { name: 'Kit inativo' })),
    );
    expect(screen.getByRole('button', { name: 'Linha inativa' })).toBeDisabled();
  });

  it("is not the kit's component: no pass-through attributes on the button", () => {
    render(<RowIconButton icon="pi pi-eye" aria-label="Linha" />);
    const attributes = [...screen.getByRole('button', { name: 'Linha' }).attributes].map((a) => a.name);
    expect(attributes.filter((a) => a.startsWith('data-pc-'))).toEqual([]);
  });
});
