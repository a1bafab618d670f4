import { cloneElement, isValidElement, type ReactNode } from 'react';
import { IconUtils } from 'primereact/utils';

// The key PrimeReact gives an icon: 'icon' and a counter that grows with every icon drawn (UniqueComponentId).
const CHAVE_DO_PRIMEREACT = /^icon\d+$/;

let estaveis = false;

/**
 * PrimeReact draws a widget's icon given as a class (a Button's `icon`, a menu item's) with a React key that is new on
 * every render (`IconUtils.getJSXIcon`), so each time such a widget renders again React removes its icon's element
 * and inserts a new one, and the browser styles and lays it out again (its built-in SVG icons are not keyed so). On a menu click, the screen being left and the
 * top bar render once more: their replaced icons left the page to be laid out again inside the navigation itself
 * (docs/decisions/025-pisos-do-bench.md 'A widget keeps its icon when it renders again'). The key becomes the icon's
 * class: the element stays while the icon is the same, and a different icon is a different element.
 */
export function estabilizarIconesPrimeReact(): void {
  if (estaveis) return;
  estaveis = true;
  const desenhar = IconUtils.getJSXIcon.bind(IconUtils);
  IconUtils.getJSXIcon = (icon, iconProps = {}, options = {}): ReactNode => {
    const icone: ReactNode = desenhar(icon, iconProps, options);
    if (!isValidElement<{ className?: string }>(icone) || !CHAVE_DO_PRIMEREACT.test(String(icone.key))) return icone;
    return cloneElement(icone, { key: `icon:${icone.props.className ?? ''}` });
  };
}
