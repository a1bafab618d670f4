import { Menu, type MenuPassThroughMethodOptions } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** What a row's '⋯' button asks the table's menu to show. */
interface RowMenuRequest {
  /** Which button asks (one per row): the menu toggles when the same one asks again. */
  key: string;
  /** Names the list (role menu), like its button. */
  label: string;
  items: readonly MenuItem[];
  /** Why an item is disabled, by the item's index: its tooltip and its accessible description. */
  porQueIndisponivel?: readonly (string | undefined)[];
}

/** What the rows of a table reach through useRowMenuHost. */
export interface RowMenuHostValue {
  /** Opens the menu under the button clicked, closes it if it is already open there. */
  toggle: (event: MouseEvent<HTMLElement>, request: RowMenuRequest) => void;
  /** The key of the button whose menu is open, or null. */
  openKey: string | null;
  menuId: string;
}

const RowMenuContext = createContext<RowMenuHostValue | null>(null);

/** The table's row menu, for the '⋯' buttons inside `children`; null outside a host. */
export function useRowMenuHost(): RowMenuHostValue | null {
  return useContext(RowMenuContext);
}

/**
 * One popup menu for every row of a table: each row's '⋯' button fills it with its actions and opens it under
 * itself. A PrimeReact Menu per row cost a third of a keystroke's repaint of a filtered list (the keystroke budget `npm run bench` measures).
 */
export function RowMenuHost({ children }: { children: ReactNode }) {
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const [request, setRequest] = useState<RowMenuRequest | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const openKeyRef = useRef<string | null>(null);
  // A button clicked while another row's menu was open: clicked again once that menu has closed.
  const next = useRef<HTMLElement | null>(null);

  const toggle = useCallback((event: MouseEvent<HTMLElement>, asked: RowMenuRequest) => {
    const shown = openKeyRef.current;
    if (shown === null) {
      setRequest(asked);
      openKeyRef.current = asked.key;
      setOpenKey(asked.key);
      menu.current?.show(event);
      return;
    }
    if (shown !== asked.key) next.current = event.currentTarget;
    menu.current?.hide(event);
  }, []);

  useEffect(() => {
    if (openKey !== null || !next.current) return;
    const button = next.current;
    next.current = null;
    button.click();
  }, [openKey]);

  const value = useMemo(() => ({ toggle, openKey, menuId }), [toggle, openKey, menuId]);
  const model = useMemo(() => (request ? [...request.items] : []), [request]);
  const motivos = request?.porQueIndisponivel ?? [];
  const motivoId = (index: number) => `${menuId}-motivo-${index}`;
  return (
    <RowMenuContext.Provider value={value}>
      {children}
      <Menu
        ref={menu}
        id={menuId}
        model={model}
        popup
        popupAlignment="right"
        pt={{
          menu: { 'aria-label': request?.label },
          menuitem: ({ context }: MenuPassThroughMethodOptions) => {
            const motivo = motivos[context.index];
            return motivo ? { title: motivo, 'aria-describedby': motivoId(context.index) } : {};
          },
        }}
        onHide={() => {
          openKeyRef.current = null;
          setOpenKey(null);
        }}
      />
      {motivos.some(Boolean) ? (
        <div hidden>
          {motivos.map((m, i) =>
            m ? (
              <span key={i} id={motivoId(i)}>
                {m}
              </span>
            ) : null,
          )}
        </div>
      ) : null}
    </RowMenuContext.Provider>
  );
}
