import { APP_VERSION } from '@/config/paths';

/** Copyright with the IT department and the current year; the version. */
export function Footer() {
  return (
    <footer className="footer">
      <span>
        Copyright © {new Date().getFullYear()} Departamento de Tecnologia da Informação. Todos os direitos reservados.
      </span>
      <span>Versão {APP_VERSION}</span>
    </footer>
  );
}
