import { Button } from 'primereact/button';
import { useState } from 'react';
import { clearWizardDraft, readWizardDraft, registroDoRascunho } from '../draft/draft-storage';
import { useNavegar } from '@/lib/router/navegar';

/**
 * A wizard run left with its data (the wizard's 'Sair do pedido'): opening the list keeps it and offers to continue
 * or discard it, instead of clearing it silently (docs/decisions.md).
 */
export function RascunhoAviso() {
  const navigate = useNavegar();
  const [draft, setDraft] = useState(readWizardDraft);
  if (!draft) return null;
  const codigo = registroDoRascunho(draft).pedido?.codigo;
  return (
    <p className="busca-codigo" role="status">
      {codigo ? `O pedido nº ${codigo} está em rascunho neste navegador.` : 'Há um pedido em rascunho neste navegador.'}{' '}
      <Button label="Continuar pedido" link onClick={() => navigate(draft.run)} />
      <Button
        label="Descartar rascunho"
        link
        onClick={() => {
          clearWizardDraft();
          setDraft(null);
        }}
      />
    </p>
  );
}
