import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { Legenda } from '@/components/data/legenda';
import { CLASSES, SLA_VISUAL } from '../model/sla';
import { SlaMarca } from './sla-dot';

const SLA = CLASSES.map((classe) => ({ marca: <SlaMarca sla={classe} />, rotulo: SLA_VISUAL[classe].rotulo }));

/**
 * What a row's two dots mean, readable without hovering (wizards-and-management.md §2 'Manager request list', §4 'SLA
 * on the manager list'): the SLA's three classes, and each status's colour from GET /api/statusPedido (shown once
 * read; the status dot also carries its name beside it).
 */
export function GerenteLegenda() {
  const status = useCatalogue('statusPedido').data ?? [];
  return (
    <div className="gerente-legenda">
      <Legenda titulo="Legenda do SLA" itens={SLA} />
      {status.length ? (
        <Legenda
          titulo="Legenda dos status"
          itens={status.map((s) => ({
            marca: <span className="status-dot__dot" style={{ backgroundColor: s.cor ?? '#9e9e9e' }} />,
            rotulo: s.descricao,
          }))}
        />
      ) : null}
    </div>
  );
}
