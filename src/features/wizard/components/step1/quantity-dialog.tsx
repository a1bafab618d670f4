import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from '@/components/dialogs/dialog-widths';

/** Asks the quantity of a procedure (at most 4 digits); below 1 the caller drops it. */
export function QuantityDialog({ titulo, onDone }: { titulo: string; onDone: (quantidade: number) => void }) {
  const [valor, setValor] = useState('1');
  const done = () => onDone(Number(valor || '0'));
  return (
    <Dialog header="Quantidade" visible onHide={done} style={{ width: DIALOG_WIDTH.small }} breakpoints={DIALOG_BREAKPOINTS} footer={<Button label="OK" onClick={done} />}>
      <p>{titulo}</p>
      <label htmlFor="quantidade-procedimento">Quantidade</label>
      <InputText id="quantidade-procedimento" inputMode="numeric" maxLength={4} value={valor} autoFocus onChange={(e) => setValor(e.target.value.replace(/\D/g, ''))} onKeyDown={(e) => e.key === 'Enter' && done()} />
    </Dialog>
  );
}
