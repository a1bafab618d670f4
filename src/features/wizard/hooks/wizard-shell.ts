import { createContext, useContext } from 'react';

/** What a step may ask of the wizard page besides the form: moves the checks do not govern. */
export interface WizardShellValue {
  /** Moves to the next step without its checks ('Clique aqui para utilizá-lo' goes straight to Solicitação). */
  forceNext: () => void;
  /** A team demand was turned into this request: the page saves and reloads onto it. */
  fromDemanda: (pedido: { id: number; codigo: string }, idDemanda: number) => void;
}

export const WizardShellContext = createContext<WizardShellValue | null>(null);

/** The page's actions for its steps; only inside the wizard page. */
export function useWizardShell(): WizardShellValue {
  const value = useContext(WizardShellContext);
  if (!value) throw new Error('useWizardShell outside the wizard');
  return value;
}
