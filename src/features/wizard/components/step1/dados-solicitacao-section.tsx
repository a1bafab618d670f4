import { useQuery } from '@tanstack/react-query';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { useCatalogue, useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { StatusDot } from '@/components/data/status-dot';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { TextField } from '@/components/form/text-field';
import { allowed, allowedLateralidades, showRoom } from '../../model/allowed';
import { caraterLock } from '../../model/carater';
import type { WizardForm } from '../../model/form';
import { INDICACAO_MIN } from '../../model/pending';

/** Dados da Solicitação: responsible, centre, room, character, modality, laterality, indication, priority, CIDs, texts. */
export function DadosSolicitacaoSection({ form, modelo, textosObrigatorios }: { form: UseFormReturn<WizardForm>; modelo: ModeloPedido | null; textosObrigatorios: boolean }) {
  const { control, setValue } = form;
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery()).data;
  const [centro, carater, modalidade, atendimento, internacao] = useWatch({ control, name: ['centro', 'carater', 'modalidade', 'atendimento', 'internacao'] });
  const centros = allowed((useCatalogue('centroCirurgico').data ?? []).filter((c) => profissional.centrosCirurgicos.includes(c.id)), modelo?.centrosCirurgicosPermitidos);
  const caracteres = allowed(useCatalogue('caraterAtendimento').data ?? [], modelo?.caracteresAtendimentoPermitidos);
  const responsaveis = useCatalogueWhen(Boolean(profissional.residente), 'listarProfissionalResponsavel', profissional.profissional_id).data ?? [];
  const modalidades = useCatalogueWhen(Boolean(carater && centro), 'modalidades', carater ?? 0, centro ?? 0).data;
  const salas = useCatalogueWhen(Boolean(centro), 'salasCirurgicas', centro ?? 0).data ?? [];
  const prioridades = useCatalogue('prioridadeCirurgia').data ?? [];
  const cids = allowed(useCatalogue('cid').data ?? [], modelo?.cidsPermitidos);
  const areas = useCatalogue('areaMedica').data ?? [];
  const onco = useController({ control, name: 'oncologica' });
  const lock = caraterLock({
    internacaoAberta: Boolean(internacao?.aberta),
    caraterAtendimentoLegado: atendimento?.caraterId ?? null,
    caraterUrgencia: config?.caraterUrgencia ?? null,
    caraterEletivo: config?.caraterEletivo ?? null,
    caraterUrgenciaLegado: config?.caraterUrgenciaLegado ?? null,
  });

  useEffect(() => {
    if (lock.locked && carater !== lock.value) setValue('carater', lock.value, { shouldDirty: true });
  }, [lock, carater, setValue]);
  useEffect(() => {
    // Changing centre or character reloads the modalities and preselects the first.
    if (modalidades && modalidades.length && !modalidades.some((m) => m.id === modalidade)) setValue('modalidade', modalidades[0].id);
  }, [modalidades, modalidade, setValue]);

  const mostraSala = showRoom(salas.length, carater, config?.caraterUrgencia, profissional.equipe_idLegado);
  const responsavelOpcoes = profissional.residente ? responsaveis : [{ id: profissional.profissional_id, crm: profissional.crm ?? '', nome: profissional.nome, equipe: null }];
  return (
    <section className="card wizard-section" aria-labelledby="titulo-dados">
      <h2 id="titulo-dados">Dados da Solicitação</h2>
      <div className="form-grid">
        <DropdownField control={control} name="responsavel" label="Responsável" options={responsavelOpcoes} optionLabel={(r) => `${r.crm ?? ''} - ${r.nome}`} optionValue={(r) => r.id} disabled={!profissional.residente} />
        <DropdownField control={control} name="centro" label="Centro Cirúrgico" options={centros} optionLabel={(c) => c.departamento} optionValue={(c) => c.id} />
        {mostraSala ? <DropdownField control={control} name="sala" label="Sala cirúrgica" options={salas} optionLabel={(s) => s.descricao} optionValue={(s) => s.id} /> : null}
        <DropdownField control={control} name="carater" label="Caráter" options={caracteres} optionLabel={(c) => c.descricao} optionValue={(c) => c.id} disabled={lock.locked} helpText={lock.locked ? (lock.reason === 'internacao' ? 'Paciente com internação aberta: urgência/emergência.' : 'Atendimento eletivo: caráter eletivo.') : undefined} />
        <DropdownField control={control} name="modalidade" label="Modalidade Cirúrgica" options={modalidades ?? []} optionLabel={(m) => m.descricao} optionValue={(m) => m.id} />
        <DropdownField control={control} name="lateralidade" label="Lateralidade" options={allowedLateralidades(modelo)} optionLabel={(l) => l.descricao} optionValue={(l) => l.id} />
        <DropdownField control={control} name="prioridade" label="Prioridade" options={prioridades} optionLabel={(p) => p.descricao} optionValue={(p) => p.id} itemTemplate={(p) => <StatusDot color={p.cor} label={p.descricao} showLabel />} />
        <DropdownField control={control} name="cidPrincipal" label="CID Principal" options={cids} optionLabel={(c) => `${c.codigo} - ${c.descricao}`} optionValue={(c) => c.id} filter />
        <MultiSelectField control={control} name="cidsSecundarios" label="CIDs Secundários" options={cids} optionLabel={(c) => `${c.codigo} - ${c.descricao}`} optionValue={(c) => c.id} />
        <fieldset className="field radio-group">
          <legend>Cirurgia oncológica?</legend>
          {(['1', '2'] as const).map((v) => (
            <span key={v} className="check">
              <RadioButton inputId={`onco-${v}`} value={v} checked={onco.field.value === v} onChange={() => onco.field.onChange(v)} />
              <label htmlFor={`onco-${v}`}>{v === '1' ? 'Sim' : 'Não'}</label>
            </span>
          ))}
        </fieldset>
      </div>
      <TextField control={control} name="indicacao" label={`Indicação Cirúrgica (mínimo de ${INDICACAO_MIN} caracteres)`} multiline maxLength={65_535} />
      <div className="form-grid">
        <TextField control={control} name="sinais" label={`Principais sinais e sintomas${textosObrigatorios ? ' *' : ''}`} multiline maxLength={500} showCount />
        <TextField control={control} name="resultados" label={`Principais resultados de provas diagnósticas${textosObrigatorios ? ' *' : ''}`} multiline maxLength={500} showCount />
        <TextField control={control} name="recursos" label={`Recursos necessários ao atendimento${textosObrigatorios ? ' *' : ''}`} multiline maxLength={500} showCount />
        <TextField control={control} name="historia" label={`História clínica${textosObrigatorios ? ' *' : ''}`} multiline maxLength={4000} showCount />
        <DropdownField control={control} name="areaMedica" label="Área médica" options={areas} optionLabel={(a) => a.descricao} optionValue={(a) => a.id} />
      </div>
    </section>
  );
}
