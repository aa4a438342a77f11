import { useState, type FormEvent } from 'react';
import {
  NFSE_DESCRIPTION_MAX,
  NFSE_JUSTIFICATION_MAX,
  nfseCancelReasonLabels,
  nfseSubstitutionReasonLabels,
  type NfseActionResponse,
  type NfseCancelReason,
  type NfseDocumentResponse,
  type NfseSubstitutionReason,
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
import { useCancelNfse, useIssueNfse, useSubstituteNfse } from '../api/service-nfse.ts';

/** Authorised is good news; rejected is an error with the national code; pending is information. */
export function toastOutcome({ document, message }: NfseActionResponse) {
  if (document.status === 'rejeitada') toast.error(message);
  else if (document.status === 'pendente') toast.info(message);
  else toast.success(message);
}

const reasonOptions = Object.entries(nfseCancelReasonLabels).map(([value, label]) => ({ value, label }));
const substitutionReasonOptions = Object.entries(nfseSubstitutionReasonLabels).map(([value, label]) => ({ value, label: `${value} — ${label}` }));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

type ReasonFieldsProps = {
  texts: { reason: string; justification: string; hint: string };
  options: { value: string; label: string }[];
  reason: string;
  onReason: (value: string) => void;
  justification: string;
  onJustification: (value: string) => void;
  errors: Record<string, string | undefined>;
};

/** A national reason code and the 15-255 characters that go to the Sefin with it (cancel, substitute). */
function ReasonFields({ texts, options, reason, onReason, justification, onJustification, errors }: ReasonFieldsProps) {
  return (
    <>
      <SelectField label={texts.reason} name="reason" options={options} value={reason} onChange={(e) => onReason(e.target.value)} error={errors.reason} />
      <TextareaField
        label={texts.justification}
        name="justification"
        hint={texts.hint}
        rows={3}
        maxLength={NFSE_JUSTIFICATION_MAX}
        value={justification}
        onChange={(e) => onJustification(e.target.value)}
        error={errors.justification}
      />
    </>
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

type SubstituteProps = { serviceId: string; data: ServiceNfseResponse; target: NfseDocumentResponse | null; onClose: () => void };

/** "Substituir" (decision 082): the same review as "Emitir", plus the national reason and its description. */
export function SubstituteNfseDialog({ serviceId, data, target, onClose }: SubstituteProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(o) => (o ? undefined : onClose())} title={s.substituteTitle}>
      {target ? <IssueForm serviceId={serviceId} data={data} replacing={target} onDone={onClose} /> : null}
    </Dialog>
  );
}

type IssueFormProps = { serviceId: string; data: ServiceNfseResponse; replacing?: NfseDocumentResponse; onDone: () => void };

function IssueForm({ serviceId, data, replacing, onDone }: IssueFormProps) {
  const issue = useIssueNfse(serviceId);
  const substitute = useSubstituteNfse(serviceId);
  const { preview } = data;
  const problems = replacing ? data.substituteProblems : data.problems;
  const [description, setDescription] = useState(preview.description);
  const [competence, setCompetence] = useState(preview.competence);
  const [reason, setReason] = useState<NfseSubstitutionReason>('99');
  const [justification, setJustification] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = issue.isPending || substitute.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal inside the service's own form: this submit is not that form's.
    event.stopPropagation();
    const callbacks = {
      onSuccess: (answer: NfseActionResponse) => {
        toastOutcome(answer);
        onDone();
      },
      onError: (error: Error) => {
        setErrors(isApiError(error) ? error.fields : {});
        toast.error(errorText(error, replacing ? s.substituteFailed : s.issueFailed));
      },
    };
    if (replacing) substitute.mutate({ id: replacing.id, body: { description, competence, reason, justification } }, callbacks);
    else issue.mutate({ description, competence }, callbacks);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {replacing ? <p className="text-sm text-slate-700">{s.substituteIntro(replacing.nfseNumber ?? String(replacing.number))}</p> : null}
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
      {replacing ? (
        <>
          <ReasonFields
            texts={{ reason: s.substituteReason, justification: s.substituteJustification, hint: s.substituteJustificationHint }}
            options={substitutionReasonOptions}
            reason={reason}
            onReason={(value) => setReason(value as NfseSubstitutionReason)}
            justification={justification}
            onJustification={setJustification}
            errors={errors}
          />
        </>
      ) : null}
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
        <Button type="submit" disabled={problems.length > 0 || pending}>
          {replacing ? s.substituteConfirm : s.confirm}
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
      <ReasonFields
        texts={{ reason: s.cancelReason, justification: s.cancelJustification, hint: s.cancelJustificationHint }}
        options={reasonOptions}
        reason={reason}
        onReason={(value) => setReason(value as NfseCancelReason)}
        justification={justification}
        onJustification={setJustification}
        errors={{ justification: error }}
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
