import { useState, type FormEvent } from 'react';
import type { NfseCertificateInfo } from '@despacha/domain/nfse/contracts';
import { nfseSettingsMessages as s } from '@despacha/domain/nfse/settings-messages';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveCertificate, useUploadCertificate } from '../api.ts';

type Props = { certificate: NfseCertificateInfo | null; keyConfigured: boolean; canEdit: boolean };

/** What is known of the stored certificate, with the expiry warning 30 days ahead. */
function CertificateSummary({ certificate }: { certificate: NfseCertificateInfo }) {
  const warning = certificate.expired ? s.certificateExpired : certificate.expiresSoon ? s.certificateExpiresSoon(certificate.daysLeft) : null;
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{s.certificateSubject}</dt>
        <dd>{certificate.subject}</dd>
        <dt className="text-slate-500">{s.certificateCnpj}</dt>
        <dd>{displayCnpj(certificate.cnpj)}</dd>
        <dt className="text-slate-500">{s.certificateValidUntil}</dt>
        <dd>{formatDate(certificate.validUntil)}</dd>
      </dl>
      {warning ? (
        <p role="alert" className={certificate.expired ? 'text-sm text-red-700' : 'text-sm text-amber-700'}>
          {warning}
        </p>
      ) : null}
    </div>
  );
}

export function CertificatePanel({ certificate, keyConfigured, canEdit }: Props) {
  const upload = useUploadCertificate();
  const remove = useRemoveCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ file?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { file: file ? undefined : s.fileMissing, password: password ? undefined : s.passwordRequired };
    setErrors(missing);
    if (!file || !password) return;
    upload.mutate(
      { file, password },
      {
        onSuccess: () => {
          // The password leaves the page's memory once the server has it.
          setPassword('');
          setFile(null);
          toast.success(s.certificateUploaded);
        },
        onError: (error) => {
          if (isApiError(error)) setErrors({ file: error.fields.file, password: error.fields.password });
          toast.error(errorText(error, s.certificateUploadFailed));
        },
      },
    );
  };

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {certificate ? <CertificateSummary certificate={certificate} /> : <p className="text-sm text-slate-500">{s.certificateNone}</p>}
      {!keyConfigured ? (
        <p role="alert" className="text-sm text-red-700">
          {s.keyNotConfigured}
        </p>
      ) : canEdit ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label={s.certificateFile} error={errors.file}>
            {(control) => <Input type="file" accept=".pfx,.p12,application/x-pkcs12" onChange={(e) => setFile(e.target.files?.[0] ?? null)} {...control} />}
          </FormField>
          <FormField label={s.certificatePassword} error={errors.password}>
            {(control) => (
              <Input type="password" autoComplete="off" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} {...control} />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={upload.isPending}>
              {s.certificateUpload}
            </Button>
            {certificate ? (
              <Button
                type="button"
                variant="outline"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success(s.certificateRemoved),
                    onError: (e) => toast.error(errorText(e, s.certificateUploadFailed)),
                  })
                }
              >
                {s.certificateRemove}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}
