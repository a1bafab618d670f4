import { useMemo } from 'react';
import { parecerCelula, parecerDaArea, type AreaColuna } from '@/api/pareceres/parecer-celula';
import type { ParecerPedido } from '@/api/pareceres/parecer-pedido';
import { legendaDe } from '@/components/calendar/legenda';
import { Legenda } from '@/components/data/legenda';

interface Props {
  areas: readonly AreaColuna[];
  rows: readonly { pareceresPedido: readonly ParecerPedido[] }[];
}

/**
 * What the area dots' colours mean on screen, each colour once with its opinion in words (the dots' tooltips give the
 * rest): read without hovering (docs/decisions/033-o-que-o-gerente-ve.md).
 */
export function ChecklistLegenda({ areas, rows }: Props) {
  const itens = useMemo(
    () =>
      legendaDe(
        rows.flatMap((r) =>
          areas.map((a) => {
            const celula = parecerCelula(a, parecerDaArea(r.pareceresPedido, a.id));
            return { cor: celula.cor, status: celula.opiniao };
          }),
        ),
      ).map((i) => ({
        marca: <span className="status-dot__dot" style={{ backgroundColor: i.cor }} />,
        rotulo: i.status,
      })),
    [areas, rows],
  );
  return itens.length ? <Legenda titulo="Legenda dos pareceres" itens={itens} /> : null;
}
