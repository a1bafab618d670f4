import { Button } from 'primereact/button';
import { useId, type ReactNode } from 'react';
import { linhaDoResumo } from '@/lib/filtros/resumo';
import './filtros-recolhidos.css';

interface Props {
  /** The parts of the summary line (useResumoFiltros): the filters the list shows now. */
  resumo: readonly string[];
  aberto: boolean;
  onAlternar: () => void;
  /** The id of the list's content, which 'Ir para a lista' focuses (DataTableShell's `conteudoId`). */
  lista: string;
  /** The filters' form, kept mounted while folded: what was typed and not yet searched stays. */
  children: ReactNode;
  /** A control that belongs beside the summary, always in view (Prontidão's window beside the period). */
  aoLado?: ReactNode;
}

/**
 * A list screen's filters folded into one line that says what is filtered, 'Filtros' to open them and a skip button
 * to the list, so the rows start high on a 1366×900 screen (docs/decisions/033-o-que-o-gerente-ve.md).
 */
export function FiltrosRecolhidos({ resumo, aberto, onAlternar, lista, children, aoLado }: Props) {
  const painel = useId();
  return (
    <div className="filtros-recolhidos">
      <div className="filtros-recolhidos__linha">
        <button
          type="button"
          className="filtros-recolhidos__pular"
          onClick={() => document.getElementById(lista)?.focus()}
        >
          Ir para a lista
        </button>
        <p className="filtros-recolhidos__resumo">{linhaDoResumo(resumo)}</p>
        {aoLado}
        <Button
          type="button"
          label="Filtros"
          icon={aberto ? 'pi pi-chevron-up' : 'pi pi-filter'}
          outlined
          size="small"
          aria-expanded={aberto}
          aria-controls={painel}
          onClick={onAlternar}
        />
      </div>
      <div id={painel} className="filtros-recolhidos__painel" hidden={!aberto}>
        {children}
      </div>
    </div>
  );
}
