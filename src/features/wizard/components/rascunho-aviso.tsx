import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearWizardDraft, readWizardDraft } from '../draft/draft-storage';

/**
 * A wizard run left with its data (the wizard's 'Sair do pedido'): opening the list keeps it and offers to continue
 * or discard it, instead of clearing it silently (docs/decisions.md).
 */
export function RascunhoAviso() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(readWizardDraft);
  if (!draft) return null;
  const codigo = draft.seed.pedido?.codigo;
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
