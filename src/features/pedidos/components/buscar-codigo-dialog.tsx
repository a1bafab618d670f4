import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { TextField } from '@/components/form/text-field';
import { buscarCodigoSchema, type BuscarCodigoForm } from '../model/forms';
import '../pedidos.css';

const digits = (text: string) => text.replace(/\D/g, '');

/** 'Buscar pedido pelo código': the list then loads only that request. */
export function BuscarCodigoDialog({ onBuscar, onClose }: { onBuscar: (codigo: string) => void; onClose: () => void }) {
  const { control, handleSubmit } = useForm<BuscarCodigoForm>({
    resolver: zodResolver(buscarCodigoSchema),
    defaultValues: { codigo: '' },
  });
  const codigo = useWatch({ control, name: 'codigo' });
  const submit = handleSubmit((form) => onBuscar(form.codigo));
  return (
    <AppDialog header="Buscar pedido pelo código" onClose={onClose} width="small">
      <form onSubmit={(e) => void submit(e)} className="inline-form" noValidate>
        <TextField
          control={control}
          name="codigo"
          label="Código do pedido"
          inputMode="numeric"
          transform={digits}
          focusOnOpen
        />
        <Button
          type="submit"
          label="Buscar"
          icon="pi pi-search"
          disabled={!buscarCodigoSchema.safeParse({ codigo }).success}
        />
      </form>
    </AppDialog>
  );
}
