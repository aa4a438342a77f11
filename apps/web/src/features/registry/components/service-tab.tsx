import { assinaturaOptions, origemOptions, restricoesOptions, serviceCapaOptions, servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFieldOptions } from '../api/get-field-options.ts';
import { useOriginOptions } from '../api/get-origins.ts';
import { useRecordField } from '../hooks/use-record-field.ts';
import { registryStrings as s } from '../strings.ts';
import { FieldGrid } from './field-grid.tsx';
import { ServiceMoney } from './service-money.tsx';
import { CatalogFeeHint } from './catalog-fee-hint.tsx';
import { ServiceNfseSection } from './service-nfse-section.tsx';

const sv = s.service;
const p = s.placeholders;
// 'Atrasado' is computed from the due date, never chosen.
const storedStatusOptions = serviceStatusOptions.filter((o) => o.value !== 'late');

/** Cadastro do Serviço: what is done for the customer, its process data and its money. */
export function ServiceTab() {
  const field = useRecordField();
  const options = useFieldOptions();
  const origins = useOriginOptions();
  const select = { placeholder: s.select };
  const required = { ...select, requiredMark: true };
  return (
    <div className="flex flex-col gap-6">
      <FieldGrid>
        <SelectField label={sv.servico} options={options('service_type')} className="sm:col-span-2" {...required} {...field('service.servico')} />
        <SelectField label={sv.assinatura} options={assinaturaOptions} {...required} {...field('service.assinatura')} />
        <SelectField label={sv.posicao} options={servicePosicaoOptions} {...required} {...field('service.posicao')} />
        <SelectField label={sv.origemServico} options={origemOptions} {...required} {...field('service.origemServico')} />
        <SelectField label={sv.capaProcesso} options={serviceCapaOptions} {...required} {...field('service.capaProcesso')} />
        <SelectField label={sv.originId} options={origins} {...select} {...field('service.originId')} />
        <SelectField label={sv.status} options={storedStatusOptions} {...field('service.status')} />
        <MaskedTextField mask="date" label={sv.dataProc} placeholder={p.date} {...field('service.dataProc')} />
        <MaskedTextField mask="date" label={sv.prazo} placeholder={p.date} {...field('service.prazo')} />
        <TextField label={sv.nCrvInf} {...field('service.nCrvInf')} />
        <MaskedTextField mask="date" label={sv.emissao} placeholder={p.date} {...field('service.emissao')} />
        <SelectField label={sv.uf} options={options('state')} {...select} {...field('service.uf')} />
        <SelectField label={sv.restricoes} options={restricoesOptions} {...select} {...field('service.restricoes')} />
        <TextField label={sv.finArr} {...field('service.finArr')} />
        <TextField label={sv.exProp} {...field('service.exProp')} />
        <MaskedTextField mask="cpfCnpj" label={sv.cpfCnpjAnt} {...field('service.cpfCnpjAnt')} />
        <div className="flex items-end gap-6 sm:col-span-2">
          <CheckboxField label={sv.crvCrlv} {...field('service.crvCrlv')} />
          <CheckboxField label={sv.declPerda} {...field('service.declPerda')} />
        </div>
      </FieldGrid>
      <CatalogFeeHint />
      <ServiceMoney />
      <ServiceNfseSection />
    </div>
  );
}
