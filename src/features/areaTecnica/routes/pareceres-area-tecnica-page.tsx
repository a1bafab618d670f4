import { useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { saoPauloIsoDay } from '@/lib/dates/today';
import type { ConsultaPareceres } from '../api/get-pareceres';
import { ComConfiguracoes } from '../components/com-configuracoes';
import { ParecerFiltros } from '../components/parecer-filtros';
import { ParecerList } from '../components/parecer-list';
import { FiltrosRecolhidos } from '@/widgets/filtros/filtros-recolhidos';
import { useResumoFiltros } from '@/widgets/filtros/use-descricao-filtros';
import { filtrosDaConsulta, filtrosIniciais, parecerPayload, type ParecerFiltroForm } from '../model/filtros';
import '../area-tecnica.css';

const consultaDe = (f: ParecerFiltroForm): ConsultaPareceres => ({ situacao: f.situacao, corpo: parecerPayload(f) });

/** The rows' region, where 'Ir para a lista' leads. */
const LISTA = 'lista-pareceres';

function Pareceres({ iniciais }: { iniciais: ParecerFiltroForm }) {
  const profissional = useRequiredProfissional();
  const [consulta, setConsulta] = useState(() => consultaDe(iniciais));
  const [abertos, setAbertos] = useState(false);
  const resumo = useResumoFiltros(filtrosDaConsulta(consulta.situacao, consulta.corpo));
  return (
    <>
      <FiltrosRecolhidos resumo={resumo} aberto={abertos} onAlternar={() => setAbertos((a) => !a)} lista={LISTA}>
        <ParecerFiltros
          iniciais={iniciais}
          centros={profissional.centrosCirurgicos}
          onBuscar={(f) => setConsulta(consultaDe(f))}
        />
      </FiltrosRecolhidos>
      <ParecerList consulta={consulta} conteudoId={LISTA} />
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
