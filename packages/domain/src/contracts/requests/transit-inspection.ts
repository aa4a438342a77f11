import { z } from 'zod';
import { formatMessages as f } from '../../messages.ts';
import { isBrDate } from '../../validators/date.ts';
import { chassisField, checkChassisYear, maxChars, optionalText, plateField, renavamField, requiredText } from '../fields.ts';
import { CODE, TEXT } from '../../limits.ts';
import { combustivelOptions, optionValues } from './enums.ts';
import { requestMessages as m } from './messages.ts';
import { ownerShape } from './owner-block.ts';
import { flag, optionalChoiceField } from './request-fields.ts';
import { optionalVehicleDescriptionShape } from './vehicle-block.ts';

// Vistoria em Trânsito (/vistoria-transito). The inspector checks the vehicle against its
// description, so the block names it (chassis, make/model required; years, colour, fuel when
// known). Date, place and reason only exist while vistoria móvel is ticked: they are checked
// then, and cleared otherwise, so a hidden stale value never blocks the submit nor reaches the record.
export const transitInspectionRequest = z
  .object({
    ...ownerShape,
    placa: plateField(m.placaRequired),
    renavam: renavamField(m.renavamRequired),
    chassi: chassisField(m.chassiRequired),
    ...optionalVehicleDescriptionShape,
    marcaModelo: requiredText(m.marcaModeloRequired, TEXT.label),
    cor: optionalText(TEXT.label),
    combustivel: optionalChoiceField(optionValues(combustivelOptions)),
    vistoriaOutrosEstados: flag(),
    vistoriaMovel: flag(),
    vistoriaRioJaneiro: flag(),
    dataVistoria: z.string().trim().max(CODE.date, maxChars(CODE.date, f.dateInvalid)).optional().default(''),
    localVistoria: optionalText(TEXT.address),
    motivoVistoriaMovel: optionalText(TEXT.address),
  })
  .superRefine((v, ctx) => {
    checkChassisYear(v.chassi, v.anoFabricacao, ctx, ['chassi']);
    if (!v.vistoriaOutrosEstados && !v.vistoriaMovel && !v.vistoriaRioJaneiro) {
      ctx.addIssue({ code: 'custom', message: m.servicoVistoriaRequired, path: ['vistoriaOutrosEstados'] });
    }
    if (!v.vistoriaMovel) return;
    if (v.dataVistoria === '') ctx.addIssue({ code: 'custom', message: m.dataVistoriaRequired, path: ['dataVistoria'] });
    else if (!isBrDate(v.dataVistoria)) ctx.addIssue({ code: 'custom', message: f.dateInvalid, path: ['dataVistoria'] });
    if (v.localVistoria === '') ctx.addIssue({ code: 'custom', message: m.localVistoriaRequired, path: ['localVistoria'] });
    if (v.motivoVistoriaMovel === '') ctx.addIssue({ code: 'custom', message: m.motivoVistoriaMovelRequired, path: ['motivoVistoriaMovel'] });
  })
  .transform((v) => (v.vistoriaMovel ? v : { ...v, dataVistoria: '', localVistoria: '', motivoVistoriaMovel: '' }));

export type TransitInspectionRequest = z.input<typeof transitInspectionRequest>;
export type TransitInspectionData = z.output<typeof transitInspectionRequest>;
