import { and, asc, eq, sql } from 'drizzle-orm';
import { displayCep } from '@despacha/domain/validators/cep';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatPhone } from '@despacha/domain/validators/phone';
import { displayPlate } from '@despacha/domain/validators/plate';
import { searchKey } from '@despacha/domain/validators/text';
import { requestPlate, requestSubject } from '@despacha/domain/contracts/requests/request-meta';
import type { RequestType } from '@despacha/domain/contracts/requests/request-types';
import type { Db } from '../client.ts';
import { owners, requests, services, vehicles } from '../schema/index.ts';
import { validateRequest } from '../../modules/requests/validate-request.ts';
import { todayIso } from '../../lib/dates.ts';
import { demoAgency } from './demo-accounts.ts';

type Owner = typeof owners.$inferSelect;
type Vehicle = typeof vehicles.$inferSelect;

const emailOf = (name: string) => `${searchKey(name).split(' ').filter(Boolean).slice(0, 2).join('.')}@exemplo.com.br`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const brDaysAgo = (days: number) => formatBrDate(todayIso(daysAgo(days)));

const seller = (o: Owner) => ({
  nomeRazaoSocialVendedor: o.nome,
  cpfCnpjVendedor: displayCpfOrCnpj(o.cpf || o.cnpj),
  celularVendedor: o.cel ? formatPhone(o.cel) : '',
  emailVendedor: o.email || emailOf(o.nome),
});

const buyer = (o: Owner) => ({
  nomeRazaoSocialComprador: o.nome,
  cpfCnpjComprador: displayCpfOrCnpj(o.cpf || o.cnpj),
  enderecoComprador: o.endereco,
  numeroComprador: o.numero,
  cepComprador: o.cep ? displayCep(o.cep) : '',
  ufComprador: o.uf,
  cidadeComprador: o.municipio,
  bairroComprador: o.bairro,
  celularComprador: o.cel ? formatPhone(o.cel) : '',
  emailComprador: o.email || emailOf(o.nome),
});

// The agency itself asks for certificates and sale information on behalf of its customers.
const agencyRequester = {
  nomeRequerente: demoAgency.name,
  cpfCnpjRequerente: displayCpfOrCnpj(demoAgency.cnpj),
  enderecoRequerente: demoAgency.address,
  cepRequerente: displayCep(demoAgency.zipCode),
  telefoneRequerente: formatPhone(demoAgency.phone),
  emailRequerente: demoAgency.email,
};

const vehicleOf = (v: Vehicle) => ({
  placaVeiculo: displayPlate(v.placa),
  // The demo registry keeps no chassis; a VIN made from the RENAVAM stands in for the typed one.
  chassi: v.chassis || `9BWZZZ377${v.renavam.padStart(8, '0').slice(-8)}`,
  renavam: v.renavam,
  marcaModelo: [v.marca, v.modelo].filter(Boolean).join('/'),
  anoFabricacao: v.anoFabricacao,
  anoModelo: v.anoModelo,
});

/** A few stored requests about the demo registry's vehicles, so the history is not empty. */
export async function seedDemoRequests(db: Db, agencyId: string, actor: { id: string; name: string }) {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)` })
    .from(requests)
    .where(eq(requests.agencyId, agencyId))) as [{ count: number }];
  if (Number(count) > 0) return;
  const rows = await db
    .select({ service: services, vehicle: vehicles, owner: owners })
    .from(services)
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .where(eq(services.agencyId, agencyId))
    .orderBy(asc(services.number))
    .limit(4);
  if (rows.length < 4) return;
  const [sale, buyerRow, certificate, information] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];

  const drafts: { type: RequestType; data: Record<string, unknown>; serviceId: string | null; days: number }[] = [
    {
      type: 'intencao-venda',
      serviceId: sale.service.id,
      days: 6,
      data: {
        ...seller(sale.owner),
        placa: displayPlate(sale.vehicle.placa),
        renavam: sale.vehicle.renavam,
        valorVenda: '38.500,00',
        ...buyer(buyerRow.owner),
        local: 'Rio de Janeiro',
        data: brDaysAgo(6),
      },
    },
    {
      type: 'certidao-propriedade',
      serviceId: certificate.service.id,
      days: 4,
      data: {
        ...agencyRequester,
        ...vehicleOf(certificate.vehicle),
        finalidadeCertidao: 'Venda do veículo',
        tipoCertidao: 'Certidão de propriedade atual',
        numeroVias: '1',
        relacionamentoVeiculo: 'Procurador',
        nomeProprietario: certificate.owner.nome,
        cpfCnpjProprietario: displayCpfOrCnpj(certificate.owner.cpf || certificate.owner.cnpj),
        formaEntrega: 'Retirada presencial',
        declaracao: true,
      },
    },
    {
      type: 'informacao-venda',
      serviceId: null,
      days: 2,
      data: {
        ...agencyRequester,
        ...vehicleOf(information.vehicle),
        finalidadeInformacao: 'Verificação de propriedade',
        tipoInformacao: 'Última comunicação de venda registrada',
        periodoConsulta: '6meses',
        declaracao: true,
      },
    },
    {
      type: 'cancelamento-intencao-venda',
      serviceId: sale.service.id,
      days: 1,
      data: {
        ...seller(sale.owner),
        ...buyer(buyerRow.owner),
        placa: displayPlate(sale.vehicle.placa),
        renavam: sale.vehicle.renavam,
        valorVenda: '38.500,00',
        motivoCancelamento: 'O comprador desistiu da compra antes da transferência.',
        local: 'Rio de Janeiro',
        data: brDaysAgo(1),
      },
    },
  ];

  await db.insert(requests).values(
    drafts.map(({ type, data, serviceId, days }) => {
      // The same check as the API: a demo request must reopen in its form without errors.
      const { values } = validateRequest(type, data);
      return {
        agencyId,
        type,
        data: values,
        placa: requestPlate(values),
        subject: requestSubject(values),
        serviceId,
        createdBy: actor.id,
        createdByName: actor.name,
        createdAt: daysAgo(days),
      };
    }),
  );
}
