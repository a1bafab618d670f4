import { Button } from 'primereact/button';
import { JANELAS, type Janela } from '../model/prontidao';

const rotuloJanela = (dias: number) => (dias === 1 ? '1 dia' : `${dias} dias`);
const dicaJanela = (dias: number) => (dias === 1 ? 'Hoje e amanhã' : `Hoje e os ${dias} dias seguintes`);

/** The window as printed among the filters ('Cirurgias nos próximos: 3 dias'). */
export const janelaImpressa = (dias: number) => `Cirurgias nos próximos: ${rotuloJanela(dias)}`;

/** Prontidão's 1/3/7-day window, beside the list's period (docs/decisions/023-prontidao.md, 'Window'). */
export function ProntidaoJanela({ janela, onJanela }: { janela: Janela; onJanela: (janela: Janela) => void }) {
  return (
    <div className="prontidao-janela" role="group" aria-label="Cirurgias nos próximos">
      <span aria-hidden="true">Cirurgias nos próximos:</span>
      {JANELAS.map((dias) => (
        <Button
          key={dias}
          type="button"
          label={rotuloJanela(dias)}
          size="small"
          outlined={dias !== janela}
          aria-pressed={dias === janela}
          title={dicaJanela(dias)}
          onClick={() => onJanela(dias)}
        />
      ))}
    </div>
  );
}
