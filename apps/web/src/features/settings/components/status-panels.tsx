import type { ReactNode } from 'react';
import type { SettingsStatusResponse } from '@despacha/domain/settings/contracts';
import { IntegrationTest } from './integration-test.tsx';
import { settingsStrings as s } from '../strings.ts';

function Row({ label, value, action }: { label: string; value: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 sm:flex-row sm:gap-4">
      <dt className="font-medium text-slate-800 sm:w-72">{label}</dt>
      <dd className="flex flex-wrap items-center gap-3 text-slate-700">
        {value}
        {action}
      </dd>
    </div>
  );
}

const yesNo = (on: boolean) => (on ? s.integration.configured : s.integration.notConfigured);

/** Integração: what the server really has configured; never a "connected" it has not checked. */
export function IntegrationPanel({ status }: { status: SettingsStatusResponse['integration'] }) {
  const i = s.integration;
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{s.integrationNote}</p>
      <dl>
        <Row label={i.smtp} value={status.smtp ? i.smtpOn(status.mailFrom) : i.smtpOff} action={<IntegrationTest check="smtp" label={i.smtp} />} />
        <Row
          label={i.storage}
          value={status.storage === 's3' ? i.storageS3(status.s3Bucket) : i.storageLocal}
          action={<IntegrationTest check="storage" label={i.storage} />}
        />
        <Row label={i.webhook} value={yesNo(status.billingWebhook)} action={<IntegrationTest check="webhook" label={i.webhook} />} />
        <Row label={i.pixKey} value={yesNo(status.pixKey)} action={<IntegrationTest check="pix" label={i.pixKey} />} />
      </dl>
    </div>
  );
}
