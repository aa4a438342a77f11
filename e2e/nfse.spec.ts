import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { danfseLabels, groupedAccessKey } from '@despacha/domain/nfse/danfse';
import { FakeSefin } from '../apps/server/src/modules/nfse/fake-sefin.ts';
import { makeTestPki, pkcs12Of, type TestPki } from '../apps/server/src/modules/nfse/fake-sefin-certs.ts';
import { pdfPageCount, pdfText } from '../apps/server/src/testing/pdf-text.ts';
import { startAppServer } from './app-server.ts';
import { expect, test as base, type Page } from './fixtures.ts';
import { demo, loginThroughForm, saveRegistration } from './support.ts';

// Issue 37's browser test, from the service to its DANFSe: the dispatcher saves the agency's fiscal
// data and uploads its A1 certificate on Nota fiscal (NFS-e), issues the NFS-e of a service's
// honorários, sees it authorised and downloads the DANFSe. There is no network here: this spec's
// server talks to the fake Sefin (mutual TLS, XSD and signature checks) that runs in the Playwright
// worker beside it, and trusts the fake's test CA through NODE_EXTRA_CA_CERTS — an environment
// variable of this test server only, read by Node at start; no code path of the product changes.

/** The demo agency's CNPJ, set on the settings screen below; the fake's test A1 identity carries it in its CN ("…:CNPJ"). */
const CNPJ = '11222333000181';
const PFX_PASSWORD = 'senha-do-certificado';

// This file's own server, started with the fake Sefin beside it: overriding the worker fixture
// puts the file in a worker of its own (Playwright groups tests by their worker fixtures), on a
// port apart from the other workers' 3210 + index.
const test = base.extend<object, { appServerUrl: string; sefin: { pki: TestPki } }>({
  sefin: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => use({ pki: makeTestPki(CNPJ) }),
    { scope: 'worker' },
  ],
  appServerUrl: [
    async ({ sefin }, use, workerInfo) => {
      const fake = new FakeSefin({ pki: sefin.pki, knownTaxCodes: ['330101'] });
      const sefinUrl = await fake.start();
      const caDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-e2e-sefin-ca-'));
      const caFile = path.join(caDir, 'ca.pem');
      fs.writeFileSync(caFile, sefin.pki.ca.certificatePem);
      try {
        const server = await startAppServer(Number(process.env.E2E_PORT ?? 3210) + 20 + workerInfo.workerIndex, {
          NFSE_SEFIN_URL_HOMOLOGACAO: sefinUrl,
          NODE_EXTRA_CA_CERTS: caFile,
          NFSE_CERT_KEY: randomBytes(32).toString('base64'),
        });
        try {
          await use(server.url);
        } finally {
          await server.stop();
        }
      } finally {
        await fake.stop();
        fs.rmSync(caDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('NFS-e: fiscal settings and A1 on the settings screen, issue from the service, DANFSe downloaded, substituted', async ({ page, sefin }) => {
  test.setTimeout(60_000);
  await loginThroughForm(page, demo.dispatcher);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Nota fiscal (NFS-e): the fiscal data every check accepts (Rio, item 33.01, Simples Nacional at 5%)…
  await page.goto('/nfse');
  await field(page, 'CNPJ do prestador').fill('11.222.333/0001-81');
  await field(page, 'Inscrição municipal').fill('1234567');
  await field(page, 'Município (código IBGE)').fill('3304557');
  await page.getByRole('combobox', { name: 'Regime de tributação' }).selectOption({ label: 'Simples Nacional' });
  await field(page, 'Código de tributação nacional').fill('330101');
  await field(page, 'Alíquota do ISS (%)').fill('5,00');
  await field(page, 'Série da DPS').fill('1');
  await page.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(page.getByText('Dados fiscais salvos')).toBeVisible();

  // …and the agency's A1: the .pfx of the identity the fake's test CA signed.
  await field(page, 'Arquivo do certificado (.pfx ou .p12)').setInputFiles({
    name: 'agencia.pfx',
    mimeType: 'application/x-pkcs12',
    buffer: pkcs12Of(sefin.pki.client, PFX_PASSWORD),
  });
  await field(page, 'Senha do certificado').fill(PFX_PASSWORD);
  await page.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(page.getByText('Certificado salvo')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^AGENCIA TESTE LTDA$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^11\.222\.333\/0001-81$/ })).toBeVisible();

  // A service of R$ 300,00 in honorários (the DETRAN fees are not the agency's revenue) whose owner has a CPF.
  const { generateCpf } = await import('@brazilian-utils/brazilian-utils');
  const stamp = Date.now() % 1000;
  const owner = `Tomador NFS-e ${stamp}`;
  const cpf = generateCpf();
  const { service, vehicle } = await saveRegistration(page, {
    owner: { nome: owner, cpf },
    vehicle: { placa: `NFS${stamp % 10}E${String(stamp).padStart(3, '0').slice(-2)}` },
    service: { honorarios: '300,00' },
  });

  // The service's NFS-e section: "Emitir NFS-e", review what will be declared, "Emitir".
  await page.goto(`/cadastro-sistema?veiculo=${vehicle.id}&servico=${service.id}`);
  await page.getByRole('tab', { name: 'Cadastro do Serviço' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Cadastro do Serviço' });
  await expect(panel.getByText('Nenhuma NFS-e emitida para este serviço.')).toBeVisible();
  await panel.getByRole('button', { name: 'Emitir NFS-e' }).click();
  const review = page.getByRole('dialog', { name: 'Revisar e emitir a NFS-e' });
  await expect(review.getByText(owner)).toBeVisible();
  await expect(review.getByText(cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'))).toBeVisible();
  await expect(review.getByText('R$ 300,00')).toBeVisible();
  await expect(review.getByText('Ambiente de homologação', { exact: false })).toBeVisible();
  await expect(review.getByRole('alert')).toHaveCount(0);
  await review.getByRole('button', { name: 'Emitir', exact: true }).click();
  await expect(review).toBeHidden();

  // Authorised by the fake Sefin: its number and chave de acesso in the service's list.
  const table = panel.getByRole('table', { name: 'NFS-e' });
  const row = table.getByRole('row').filter({ hasText: 'Autorizada' });
  await expect(row).toHaveCount(1);
  // textContent: the headers' innerText is as the CSS shows it, in capitals.
  const columns = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  expect(columns).toContain('Número');
  const number = (await row.getByRole('cell').nth(columns.indexOf('Número')).innerText()).trim();
  expect(number).toMatch(/^\d+$/);
  const accessKey = (await row.getByText(/^\d{50}$/).innerText()).trim();
  await expect(row).toContainText('R$ 300,00');

  // The DANFSe: a one-page PDF of that NFS-e, its number, chave, tomador and value in the text.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'DANFSe (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`danfse-${number}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // About 9.5 KB: one page of text in the standard fonts and a vector QR code.
  expect(pdf.length).toBeGreaterThan(4_000);
  expect(pdf.length).toBeLessThan(500_000);
  expect(pdfPageCount(pdf)).toBe(1);
  const text = pdfText(pdf);
  expect(text).toContain(`${danfseLabels.number}${number}`);
  expect(text).toContain(groupedAccessKey(accessKey));
  expect(text).toContain(owner);
  expect(text).toContain('R$ 300,00');

  // Substituir (decision 082): a new DPS naming this one; the fake Sefin authorises it and cancels
  // the old one by substitution, which the list then says.
  await row.getByRole('button', { name: 'Substituir' }).click();
  const substitution = page.getByRole('dialog', { name: 'Substituir a NFS-e' });
  await substitution.getByLabel('Motivo da substituição').selectOption('99');
  await substitution.getByLabel('Descrição do motivo').fill('Descrição do serviço corrigida');
  await substitution.getByRole('button', { name: 'Emitir substituta' }).click();
  await expect(substitution).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Substituída' })).toContainText(`Substituída pela nº`);
  await expect(table.getByRole('row').filter({ hasText: 'Autorizada' })).toContainText(`Substitui a nº ${number}`);
});
