import { useState, type FormEvent } from 'react';
import {
  NFSE_DESCRIPTION_MAX,
  NFSE_JUSTIFICATION_MAX,
  nfseCancelReasonLabels,
  type NfseActionResponse,
  type NfseCancelReason,
  type NfseDocumentResponse,
  type ServiceNfseResponse,
} from '@despacha/domain/nfse/issue-contracts';
import { nfseSectionStrings as s } from '@despacha/domain/nfse/issue-messages';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelNfse, useIssueNfse } from '../api/service-nfse.ts';

/** Authorised is good news; rejected is an error with the national code; pending is information. */
export function toastOutcome({ document, message }: NfseActionResponse) {
  if (document.status === 'rejeitada') toast.error(message);
  else if (document.status === 'pendente') toast.info(message);
  else toast.success(message);
}

const reasonOptions = Object.entries(nfseCancelReasonLabels).map(([value, label]) => ({ value, label }));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

type IssueProps = { serviceId: string; data: ServiceNfseResponse; open: boolean; onClose: () => void };

/** The review before "Emitir": what the server will declare, the description and competence to confirm. */
export function IssueNfseDialog({ serviceId, data, open, onClose }: IssueProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={s.reviewTitle}>
      {open ? <IssueForm serviceId={serviceId} data={data} onDone={onClose} /> : null}
    </Dialog>
  );
}

function IssueForm({ serviceId, data, onDone }: { serviceId: string; data: ServiceNfseResponse; onDone: () => void }) {
  const issue = useIssueNfse(serviceId);
  const { preview, problems } = data;
  const [description, setDescription] = useState(preview.description);
  const [competence, setCompetence] = useState(preview.competence);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal inside the service's own form: this submit is not that form's.
    event.stopPropagation();
    issue.mutate(
      { description, competence },
      {
        onSuccess: (answer) => {
          toastOutcome(answer);
          onDone();
        },
        onError: (error) => {
          setErrors(isApiError(error) ? error.fields : {});
          toast.error(errorText(error, s.issueFailed));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label={s.tomador} value={preview.tomadorName || '—'} />
        <Fact label={s.document} value={preview.tomadorDocument ? displayCpfOrCnpj(preview.tomadorDocument) : '—'} />
        <Fact label={s.value} value={formatMoney(preview.honorariosCents)} />
      </dl>
      <TextareaField
        label={s.description}
        name="description"
        rows={3}
        maxLength={NFSE_DESCRIPTION_MAX}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <MaskedTextField
        mask="date"
        label={s.competence}
        name="competence"
        value={competence}
        onChange={(e) => setCompetence(e.target.value)}
        error={errors.competence}
      />
      {preview.environment === 'homologacao' ? <p className="text-sm text-amber-900">{s.environmentHomologacao}</p> : null}
      {problems.length ? (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{s.problemsTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {s.close}
        </Button>
        <Button type="submit" disabled={problems.length > 0 || issue.isPending}>
          {s.confirm}
        </Button>
      </div>
    </form>
  );
}

type CancelProps = { serviceId: string; target: NfseDocumentResponse | null; onClose: () => void };

/** Cancelling asks the national reason and the justification the Sefin keeps with the event. */
export function CancelNfseDialog({ serviceId, target, onClose }: CancelProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(o) => (o ? undefined : onClose())} title={s.cancelTitle}>
      {target ? <CancelForm serviceId={serviceId} target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}

function CancelForm({ serviceId, target, onDone }: { serviceId: string; target: NfseDocumentResponse; onDone: () => void }) {
  const cancel = useCancelNfse(serviceId);
  const [reason, setReason] = useState<NfseCancelReason>('1');
  const [justification, setJustification] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    cancel.mutate(
      { id: target.id, body: { reason, justification } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (e) => {
          setError(isApiError(e) ? (e.fields.justification ?? e.message) : undefined);
          toast.error(errorText(e, s.cancelFailed));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{`${s.number} ${target.nfseNumber ?? target.number} — ${target.tomadorName}`}</p>
      <SelectField
        label={s.cancelReason}
        name="reason"
        options={reasonOptions}
        value={reason}
        onChange={(e) => setReason(e.target.value as NfseCancelReason)}
      />
      <TextareaField
        label={s.cancelJustification}
        name="justification"
        hint={s.cancelJustificationHint}
        rows={3}
        maxLength={NFSE_JUSTIFICATION_MAX}
        value={justification}
        onChange={(e) => setJustification(e.target.value)}
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {s.close}
        </Button>
        <Button type="submit" variant="danger" disabled={cancel.isPending}>
          {s.cancelConfirm}
        </Button>
      </div>
    </form>
  );
}
