import { AppDialog } from '@/components/dialogs/app-dialog';
import { useRemocaoNaUrgencia } from './use-remocao-na-urgencia';

/**
 * Keeps the OPME boxes allowed for urgency (§4 'Care character, centre and modality'): once the character is the
 * configured urgency one, the chosen boxes its catalogue does not offer are removed and a dialog lists them. Mount it
 * once, around every step (the character is changed in step 1).
 */
export function UrgenciaItensWatcher() {
  const { removidos, fechar } = useRemocaoNaUrgencia();
  if (!removidos) return null;
  return (
    <AppDialog
      header="Itens removidos"
      width="small"
      onClose={fechar}
      footer={[{ label: 'OK', onClick: fechar, autoFocus: true }]}
    >
      <p>Os itens abaixo não são permitidos para o caráter urgência e foram removidos do pedido:</p>
      <ul aria-label="Itens removidos do pedido">
        {removidos.map((nome, i) => (
          <li key={`${nome}-${i}`}>{nome}</li>
        ))}
      </ul>
    </AppDialog>
  );
}
