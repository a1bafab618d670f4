// The wizard step floor (docs/decisions/025-pisos-do-bench.md): a bare react-hook-form with a zod schema, the fields of
// the wizard's step 0 (the patient's data, filled) and, after 'Próximo' validates them, the fields of step 1 (the
// request's data) as PrimeReact's own controls, each under a Controller: the same job as the app's step change, with
// none of the app's (no draft, no catalogues read, no rules between fields). Its options are a fixed list of 60.
import 'primereact/resources/themes/saga-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { RadioButton } from 'primereact/radiobutton';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';

const OPCOES = Array.from({ length: 60 }, (_, i) => ({ label: `OPÇÃO ${i + 1}`, value: i + 1 }));

const PASSO_0 = z.object({
  nome: z.string().min(1),
  prontuario: z.string().min(1),
  nascimento: z.string().min(1),
  email: z.string(),
  peso: z.string(),
  convenio: z.string(),
  telefone: z.string(),
  celular: z.string(),
});
type Passo0 = z.infer<typeof PASSO_0>;

const ROTULOS_0: [keyof Passo0, string][] = [
  ['nome', 'Nome do paciente'],
  ['prontuario', 'Prontuário'],
  ['nascimento', 'Data de nascimento'],
  ['email', 'E-mail'],
  ['peso', 'Peso (kg)'],
  ['convenio', 'Convênio'],
  ['telefone', 'Telefone'],
  ['celular', 'Celular'],
];

const LISTAS = [
  ['procedimento', 'Procedimento principal'],
  ['anestesia', 'Tipo de anestesia'],
  ['responsavel', 'Responsável'],
  ['centro', 'Centro cirúrgico'],
  ['carater', 'Caráter'],
  ['modalidade', 'Modalidade cirúrgica'],
  ['lateralidade', 'Lateralidade'],
  ['cid', 'CID principal'],
  ['area', 'Área médica'],
] as const;
const MULTIPLAS = [
  ['secundarios', 'Procedimentos secundários'],
  ['cids', 'CIDs secundários'],
] as const;
const TEXTOS = [
  ['indicacao', 'Indicação cirúrgica'],
  ['sinais', 'Principais sinais e sintomas'],
  ['provas', 'Principais resultados de provas diagnósticas'],
  ['recursos', 'Recursos necessários ao atendimento'],
  ['historia', 'História clínica'],
] as const;
const NUMEROS = [
  ['duracao', 'Duração estimada (minutos)'],
  ['diarias', 'Diárias previstas'],
] as const;

type Passo1 = Record<string, unknown>;

function Campo({ id, rotulo, children }: { id: string; rotulo: string; children: React.ReactNode }) {
  return (
    <div className="campo">
      <label htmlFor={id}>{rotulo}</label>
      {children}
    </div>
  );
}

function Passo1Campos({ control }: { control: Control<Passo1> }) {
  return (
    <>
      <h2>Dados da solicitação</h2>
      {LISTAS.map(([nome, rotulo]) => (
        <Campo key={nome} id={nome} rotulo={rotulo}>
          <Controller
            control={control}
            name={nome}
            render={({ field }) => (
              <Dropdown inputId={nome} value={field.value} options={OPCOES} onChange={(e) => field.onChange(e.value)} />
            )}
          />
        </Campo>
      ))}
      {MULTIPLAS.map(([nome, rotulo]) => (
        <Campo key={nome} id={nome} rotulo={rotulo}>
          <Controller
            control={control}
            name={nome}
            render={({ field }) => (
              <MultiSelect
                inputId={nome}
                value={field.value}
                options={OPCOES}
                onChange={(e) => field.onChange(e.value)}
              />
            )}
          />
        </Campo>
      ))}
      <Campo id="avaliacao" rotulo="Necessita de Avaliação Anestésica?">
        <Controller
          control={control}
          name="avaliacao"
          render={({ field }) => (
            <Checkbox inputId="avaliacao" checked={!!field.value} onChange={(e) => field.onChange(e.checked)} />
          )}
        />
      </Campo>
      <fieldset>
        <legend>Cirurgia oncológica?</legend>
        {['Sim', 'Não'].map((v) => (
          <Controller
            key={v}
            control={control}
            name="oncologica"
            render={({ field }) => (
              <span>
                <RadioButton
                  inputId={`oncologica-${v}`}
                  value={v}
                  checked={field.value === v}
                  onChange={(e) => field.onChange(e.value)}
                />
                <label htmlFor={`oncologica-${v}`}>{v}</label>
              </span>
            )}
          />
        ))}
      </fieldset>
      {TEXTOS.map(([nome, rotulo]) => (
        <Campo key={nome} id={nome} rotulo={rotulo}>
          <Controller
            control={control}
            name={nome}
            render={({ field }) => (
              <InputTextarea id={nome} value={String(field.value ?? '')} onChange={field.onChange} rows={3} />
            )}
          />
        </Campo>
      ))}
      {NUMEROS.map(([nome, rotulo]) => (
        <Campo key={nome} id={nome} rotulo={rotulo}>
          <Controller
            control={control}
            name={nome}
            render={({ field }) => (
              <InputNumber
                inputId={nome}
                value={typeof field.value === 'number' ? field.value : null}
                onValueChange={(e) => field.onChange(e.value)}
              />
            )}
          />
        </Campo>
      ))}
    </>
  );
}

function Assistente() {
  const [passo, setPasso] = useState(0);
  const passo0 = useForm<Passo0>({
    resolver: zodResolver(PASSO_0),
    defaultValues: {
      nome: 'MARIA APARECIDA DE SOUZA',
      prontuario: '4100000',
      nascimento: '12/03/1961',
      email: '',
      peso: '',
      convenio: 'SUS',
      telefone: '',
      celular: '',
    },
  });
  const passo1 = useForm<Passo1>({ defaultValues: {} });
  return (
    <form onSubmit={passo0.handleSubmit(() => setPasso(1))}>
      {passo === 0 ? (
        <>
          <h2>Dados do paciente</h2>
          {ROTULOS_0.map(([nome, rotulo]) => (
            <Campo key={nome} id={nome} rotulo={rotulo}>
              <InputText id={nome} {...passo0.register(nome)} />
            </Campo>
          ))}
          <button type="submit">Próximo</button>
        </>
      ) : (
        <Passo1Campos control={passo1.control} />
      )}
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Novo pedido</h1>
      <Assistente />
    </main>
  </StrictMode>,
);
