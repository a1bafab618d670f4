import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from '@/components/dialogs/dialog-widths';

/** 'Buscar pedido pelo código': the list then loads only that request. */
export function BuscarCodigoDialog({ onBuscar, onClose }: { onBuscar: (codigo: string) => void; onClose: () => void }) {
  const [codigo, setCodigo] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (codigo.trim()) onBuscar(codigo.trim());
  };
  return (
    <Dialog header="Buscar pedido pelo código" visible onHide={onClose} style={{ width: DIALOG_WIDTH.small }} breakpoints={DIALOG_BREAKPOINTS}>
      <form onSubmit={submit} className="inline-form">
        <label htmlFor="buscar-codigo">Código do pedido</label>
        <InputText id="buscar-codigo" value={codigo} inputMode="numeric" onChange={(e) => setCodigo(e.target.value.replace(/\D/g, ''))} autoFocus />
        <Button type="submit" label="Buscar" icon="pi pi-search" disabled={!codigo.trim()} />
      </form>
    </Dialog>
  );
}
