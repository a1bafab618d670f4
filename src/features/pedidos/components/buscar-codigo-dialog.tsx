import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '@/components/dialogs/app-dialog';

/** 'Buscar pedido pelo código': the list then loads only that request. */
export function BuscarCodigoDialog({ onBuscar, onClose }: { onBuscar: (codigo: string) => void; onClose: () => void }) {
  const [codigo, setCodigo] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (codigo.trim()) onBuscar(codigo.trim());
  };
  return (
    <AppDialog header="Buscar pedido pelo código" onClose={onClose} width="small">
      <form onSubmit={submit} className="inline-form">
        <label htmlFor="buscar-codigo">Código do pedido</label>
        <InputText
          id="buscar-codigo"
          value={codigo}
          inputMode="numeric"
          onChange={(e) => setCodigo(e.target.value.replace(/\D/g, ''))}
          data-pc-autofocus="true"
        />
        <Button type="submit" label="Buscar" icon="pi pi-search" disabled={!codigo.trim()} />
      </form>
    </AppDialog>
  );
}
