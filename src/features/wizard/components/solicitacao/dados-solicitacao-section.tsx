import { useFormContext, useWatch } from 'react-hook-form';
import { useRequiredProfissional } from '@/api/session/session-store';
import { StatusDot } from '@/components/data/status-dot';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { allowedLateralidades, showRoom } from '../../model/allowed';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardForm } from '../../model/form';
import { INDICACAO_MIN } from '../../model/pending';
import { useRegrasDoCarater, useSolicitacaoOpcoes } from './use-solicitacao-opcoes';

const CARATER_AJUDA = {
  internacao: 'Paciente com internação aberta: urgência/emergência.',
  atendimento: 'Paciente em atendimento, sem internação aberta: eletivo.',
} as const;

const ONCOLOGICA = [
  { value: '1', label: 'Sim' },
  { value: '2', label: 'Não' },
] as const;

/**
 * Dados da Solicitação: responsible, centre, room, character, modality, laterality, indication, priority, CIDs, texts.
 * A demand keeps neither the priority nor the clinical texts nor the medical area (§3 'Demand'): its wizard does not
 * ask them (docs/decisions.md 'What the demand wizard asks').
 */
export function DadosSolicitacaoSection({ demanda = false }: { demanda?: boolean }) {
  const { control } = useFormContext<WizardForm>();
  const {
    modelo,
    pessoas,
    flags: { textosObrigatorios },
  } = useWizardContext();
  const profissional = useRequiredProfissional();
  const [centro, carater, modalidade, atendimento, internacao] = useWatch({
    control,
    name: ['centro', 'carater', 'modalidade', 'atendimento', 'internacao'],
  });
  const { centros, caracteres, responsaveis, modalidades, salas, prioridades, cids, areas } = useSolicitacaoOpcoes(
    demanda,
    centro,
    carater,
  );
  const { lock, config } = useRegrasDoCarater({ carater, modalidade, modalidades, atendimento, internacao });

  const mostraSala = showRoom(salas.length, carater, config?.caraterUrgencia, profissional.equipe_idLegado);
  const caraterAjuda = lock.locked ? CARATER_AJUDA[lock.reason] : undefined;
  // The run's own responsible professionals (model/pessoas.ts): a request read back keeps its own (§3 'Full request'),
  // a non-resident is their own, a resident chooses from the server's list.
  const { fixos, escolhe } = pessoas.responsavel;
  const responsavelOpcoes = escolhe
    ? responsaveis
    : fixos.map((r) => ({ id: r.id, crm: r.crm ?? '', nome: r.nome ?? '', equipe: null }));
  return (
    <section className="card wizard-section" aria-labelledby="titulo-dados">
      <h2 id="titulo-dados">Dados da Solicitação</h2>
      <div className="form-grid">
        <DropdownField
          control={control}
          name="responsavel"
          label="Responsável"
          required
          options={responsavelOpcoes}
          optionLabel={(r) => `${r.crm ?? ''} - ${r.nome}`}
          optionValue={(r) => r.id}
          disabled={!escolhe}
        />
        <DropdownField
          control={control}
          name="centro"
          label="Centro cirúrgico"
          required
          options={centros}
          optionLabel={(c) => c.departamento}
          optionValue={(c) => c.id}
        />
        {mostraSala ? (
          <DropdownField
            control={control}
            name="sala"
            label="Sala cirúrgica"
            options={salas}
            optionLabel={(s) => s.descricao}
            optionValue={(s) => s.id}
          />
        ) : null}
        <DropdownField
          control={control}
          name="carater"
          label="Caráter"
          options={caracteres}
          optionLabel={(c) => c.descricao}
          optionValue={(c) => c.id}
          disabled={lock.locked}
          helpText={caraterAjuda}
        />
        <DropdownField
          control={control}
          name="modalidade"
          label="Modalidade cirúrgica"
          options={modalidades ?? []}
          optionLabel={(m) => m.descricao}
          optionValue={(m) => m.id}
        />
        <DropdownField
          control={control}
          name="lateralidade"
          label="Lateralidade"
          options={allowedLateralidades(modelo)}
          optionLabel={(l) => l.descricao}
          optionValue={(l) => l.id}
        />
        {demanda ? null : (
          <DropdownField
            control={control}
            name="prioridade"
            label="Prioridade"
            options={prioridades}
            optionLabel={(p) => p.descricao}
            optionValue={(p) => p.id}
            itemTemplate={(p) => <StatusDot color={p.cor} label={p.descricao} showLabel />}
          />
        )}
        <DropdownField
          control={control}
          name="cidPrincipal"
          label="CID principal"
          options={cids}
          optionLabel={(c) => `${c.codigo} - ${c.descricao}`}
          optionValue={(c) => c.id}
          filter
        />
        <MultiSelectField
          control={control}
          name="cidsSecundarios"
          label="CIDs secundários"
          options={cids}
          optionLabel={(c) => `${c.codigo} - ${c.descricao}`}
          optionValue={(c) => c.id}
        />
        <RadioGroupField control={control} name="oncologica" label="Cirurgia oncológica?" options={ONCOLOGICA} />
      </div>
      <TextAreaField
        control={control}
        name="indicacao"
        label={`Indicação cirúrgica (mínimo de ${INDICACAO_MIN} caracteres)`}
        maxLength={65_535}
      />
      {demanda ? null : (
        <div className="form-grid">
          <TextAreaField
            control={control}
            name="sinais"
            label="Principais sinais e sintomas"
            required={textosObrigatorios}
            maxLength={500}
            showCount
          />
          <TextAreaField
            control={control}
            name="resultados"
            label="Principais resultados de provas diagnósticas"
            required={textosObrigatorios}
            maxLength={500}
            showCount
          />
          <TextAreaField
            control={control}
            name="recursos"
            label="Recursos necessários ao atendimento"
            required={textosObrigatorios}
            maxLength={500}
            showCount
          />
          <TextAreaField
            control={control}
            name="historia"
            label="História clínica"
            required={textosObrigatorios}
            maxLength={4000}
            showCount
          />
          <DropdownField
            control={control}
            name="areaMedica"
            label="Área médica"
            required={textosObrigatorios}
            options={areas}
            optionLabel={(a) => a.descricao}
            optionValue={(a) => a.id}
          />
        </div>
      )}
    </section>
  );
}
