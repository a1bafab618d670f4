import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, useState } from 'react';
import { sessionStore, useRequiredProfissional } from '@/api/session/session-store';
import { paths } from '@/config/paths';
import { announce } from '../session-lock/session-channel';
import { InformarProblemaDialog } from '@/features/shell/components/informar-problema-dialog';
import { useNavegar } from '@/lib/router/navegar';

/** Profile menu: Informar problema, Alterar senha, Sair. */
export function ProfileMenu() {
  const profissional = useRequiredProfissional();
  const menu = useRef<Menu>(null);
  const navigate = useNavegar();
  const [problemaOpen, setProblemaOpen] = useState(false);
  const items: MenuItem[] = [
    { label: 'Informar problema', icon: 'pi pi-exclamation-circle', command: () => setProblemaOpen(true) },
    { label: 'Alterar senha', icon: 'pi pi-key', command: () => navigate(paths.alterarSenha) },
    { separator: true },
    {
      label: 'Sair',
      icon: 'pi pi-sign-out',
      command: () => {
        // Every tab of the browser signs out, each clearing its own session storage (requester-side.md §4).
        announce('saida');
        sessionStore.signOut('user');
        navigate(paths.login, { replace: true });
      },
    },
  ];
  return (
    <>
      <Button
        type="button"
        text
        className="topbar__profile"
        icon="pi pi-user"
        label={profissional.username}
        aria-haspopup="menu"
        aria-controls="menu-perfil"
        onClick={(e) => menu.current?.toggle(e)}
      />
      <Menu model={items} popup ref={menu} id="menu-perfil" popupAlignment="right" />
      <InformarProblemaDialog visible={problemaOpen} onClose={() => setProblemaOpen(false)} />
    </>
  );
}
