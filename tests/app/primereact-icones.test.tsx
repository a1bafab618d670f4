/* eslint-disable testing-library/no-node-access -- the icon is an element of PrimeReact's markup with no role or label: its identity is what is tested. */
// A PrimeReact widget that renders again keeps its icon's element (src/app/primereact-icones.ts): the page is not
// changed where nothing changed.
import { render, screen } from '@testing-library/react';
import { Button } from 'primereact/button';
import { describe, expect, it } from 'vitest';
import { estabilizarIconesPrimeReact } from '@/app/primereact-icones';

estabilizarIconesPrimeReact();

describe('PrimeReact icons', () => {
  it("a Button that renders again keeps its icon's element; another icon is another element", () => {
    const { rerender } = render(<Button type="button" icon="pi pi-plus" label="Nova demanda" />);
    const icone = screen.getByRole('button', { name: 'Nova demanda' }).querySelector('.pi-plus');
    expect(icone).not.toBeNull();

    rerender(<Button type="button" icon="pi pi-plus" label="Nova demanda" disabled />);
    expect(screen.getByRole('button', { name: 'Nova demanda' }).querySelector('.pi-plus')).toBe(icone);

    rerender(<Button type="button" icon="pi pi-check" label="Nova demanda" />);
    const outro = screen.getByRole('button', { name: 'Nova demanda' }).querySelector('.p-button-icon');
    expect(outro).toHaveClass('pi-check');
    expect(outro).not.toBe(icone);
  });
});
