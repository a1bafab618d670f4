import { Legenda } from '@/components/data/legenda';

const ITENS = [
  { marca: <span className="mapa-legenda__cor mapa__cirurgia" />, rotulo: 'Cirurgia' },
  {
    marca: <span className="mapa-legenda__cor mapa__cirurgia mapa__cirurgia--aguardando" />,
    rotulo: 'Cirurgia aguardando conferência',
  },
  { marca: <span className="mapa-legenda__cor mapa__intervalo" />, rotulo: 'Intervalo de uso da sala' },
];

/**
 * The map's colours in words: green surgeries (wizards-and-management.md §2 'Operating-room map'), outlined while their
 * request awaits its conference, and the room's interval in grey, not in the red that means an alarm
 * (docs/decisions/033-o-que-o-gerente-ve.md).
 */
export function MapaLegenda() {
  return <Legenda titulo="Legenda do mapa" itens={ITENS} />;
}
