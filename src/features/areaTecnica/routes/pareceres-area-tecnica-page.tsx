import { useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { saoPauloIsoDay } from '@/lib/dates/today';
import type { ConsultaPareceres } from '../api/get-pareceres';
import { ComConfiguracoes } from '../components/com-configuracoes';
import { ParecerFiltros } from '../components/parecer-filtros';
import { ParecerList } from '../components/parecer-list';
import { filtrosIniciais, parecerPayload, type ParecerFiltroForm } from '../model/filtros';
import '../area-tecnica.css';

const consultaDe = (f: ParecerFiltroForm): ConsultaPareceres => ({ situacao: f.situacao, corpo: parecerPayload(f) });

function Pareceres({ iniciais }: { iniciais: ParecerFiltroForm }) {
  const profissional = useRequiredProfissional();
  const [consulta, setConsulta] = useState(() => consultaDe(iniciais));
  return (
    <>
      <ParecerFiltros
        iniciais={iniciais}
        centros={profissional.centrosCirurgicos}
        onBuscar={(f) => setConsulta(consultaDe(f))}
      />
      <ParecerList consulta={consulta} />
    </>
  );
}

/** /admin/pareceresAreaTecnica: the requests the professional's area gives its opinion on. */
export function PareceresAreaTecnicaPage() {
  const profissional = useRequiredProfissional();
  return (
    <section className="page area-tecnica" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Parecer Área Técnica</h1>
      </div>
      <ComConfiguracoes>
        {(config) => (
          <Pareceres
            iniciais={filtrosIniciais(
              saoPauloIsoDay(),
              config.diasPeriodoFiltroPedidosCirurgia,
              profissional.centrosCirurgicos,
            )}
          />
        )}
      </ComConfiguracoes>
    </section>
  );
}
