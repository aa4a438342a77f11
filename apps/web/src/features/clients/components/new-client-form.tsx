import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { CreateClientData, CreateClientRequest } from '@despacha/domain/contracts/admin';
import { DEFAULT_TRIAL_DAYS } from '@despacha/domain/plans';
import { adminMessages as m } from '@despacha/domain/admin-messages';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { errorPaths, firstTabError, tabErrorCounts } from '../../../components/ui/tab-errors.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { leaveWithoutAsking, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateClient } from '../api/create-client.ts';
import { usePlatformTrialDays } from '../api/get-platform-trial.ts';
import { clientStrings as s } from '../strings.ts';
import { ClientAddressFields, ClientBasicFields, type ClientFieldValues } from './client-fields.tsx';
import { ClientPlanFields } from './client-plan-fields.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

type Tab = keyof typeof s.form.tabs;
type FieldName = keyof CreateClientRequest;

const tabOf: Record<FieldName, Tab> = {
  name: 'basic',
  email: 'basic',
  phone: 'basic',
  cnpj: 'basic',
  address: 'address',
  city: 'address',
  state: 'address',
  zipCode: 'address',
  planId: 'plan',
  status: 'plan',
  trialPeriod: 'plan',
  additionalUsers: 'plan',
  adminName: 'plan',
  adminEmail: 'plan',
  adminPhone: 'plan',
};
const tabs = Object.keys(s.form.tabs) as Tab[];
const isFieldName = (key: string): key is FieldName => key in tabOf;
const tabOfField = (path: string): Tab | undefined => (isFieldName(path) ? tabOf[path] : undefined);

const defaultValues: CreateClientRequest = {
  name: '',
  email: '',
  phone: '',
  cnpj: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  planId: '',
  status: 'active',
  trialPeriod: DEFAULT_TRIAL_DAYS,
  additionalUsers: 0,
  adminName: '',
  adminEmail: '',
  adminPhone: '',
};

/** Spec §5: the missing-field toast first, then the e-mail one; the messages also sit under the fields. */
function toastFor(errors: FieldErrors<CreateClientRequest>) {
  const required = (['name', 'email', 'planId'] as const).some((k) => errors[k]?.message === m.clientRequiredDescription);
  if (required) return toast.error(m.clientRequiredTitle, { description: m.clientRequiredDescription });
  if (errors.email || errors.adminEmail) return toast.error(m.clientEmailInvalidTitle, { description: m.clientEmailInvalidDescription });
  toast.error(m.clientCreateFailedTitle, { description: m.clientCreateFailedDescription });
}

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<CreateClientRequest, CreateClientData>(() =>
  import('@despacha/domain/contracts/admin').then((contracts) => contracts.createClientRequest),
);

export function NewClientForm() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('basic');
  const { register, handleSubmit, setError, setValue, setFocus, getFieldState, watch, formState } = useForm<CreateClientRequest, unknown, CreateClientData>({
    resolver: validation.resolver,
    defaultValues,
    shouldFocusError: false, // the field may sit in a hidden tab: showFirst opens it first
  });
  // The spec's 30 until Configurações answers with the platform's trial length (unless typed over).
  const platformTrial = usePlatformTrialDays().data;
  useEffect(() => {
    if (platformTrial !== undefined && !getFieldState('trialPeriod').isDirty) setValue('trialPeriod', platformTrial);
  }, [platformTrial, getFieldState, setValue]);
  const { errors } = formState;
  useLeaveGuard(formState.isDirty);
  const create = useCreateClient();
  const errorCounts = tabErrorCounts(errorPaths(errors), tabOfField);
  /** Opens the tab of the first of these fields as the user reads the form, then puts the cursor on it. */
  const showFirst = (names: string[]) => {
    const first = firstTabError(names, tabs, tabOfField);
    if (!first?.tab || !isFieldName(first.path)) return;
    const field = first.path;
    setTab(first.tab);
    // Once the tab is shown: a hidden field cannot take the focus.
    setTimeout(() => setFocus(field), 0);
  };

  const submit = handleSubmit(
    (data) =>
      create.mutate(data, {
        onSuccess: () => {
          toast.success(m.clientCreated);
          leaveWithoutAsking(() => void navigate(paths.adminClients.path));
        },
        onError: (error) => {
          const fields = isApiError(error) ? Object.entries(error.fields).filter(([k]) => isFieldName(k)) : [];
          for (const [field, message] of fields) setError(field as FieldName, { type: 'server', message });
          showFirst(fields.map(([k]) => k));
          const known = isApiError(error) && error.status < 500 && error.hasServerMessage;
          toast.error(m.clientCreateFailedTitle, { description: known ? error.message : m.clientCreateFailedDescription });
        },
      }),
    (invalid) => {
      showFirst(errorPaths(invalid));
      toastFor(invalid);
    },
  );

  // The shared field groups only know their own fields.
  const fieldProps = { register: register as unknown as Parameters<typeof ClientBasicFields>[0]['register'], errors: errors as FieldErrors<ClientFieldValues> };
  return (
    <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-4">
      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList>
              {tabs.map((t) => (
                <TabsTrigger key={t} value={t} errorCount={errorCounts[t]}>
                  {s.form.tabs[t]}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Mounted while hidden: every field keeps its value and its message across tabs. */}
            <TabsContent value="basic" forceMount className="data-[state=inactive]:hidden">
              <ClientBasicFields {...fieldProps} />
            </TabsContent>
            <TabsContent value="address" forceMount className="data-[state=inactive]:hidden">
              <ClientAddressFields {...fieldProps} />
            </TabsContent>
            <TabsContent value="plan" forceMount className="data-[state=inactive]:hidden">
              <ClientPlanFields register={register} errors={errors} trial={watch('status') === 'trial'} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={paths.adminClients.path} className={buttonClasses({ variant: 'outline' })}>
          {s.form.cancel}
        </Link>
        <Button type="submit" variant="danger" disabled={create.isPending}>
          {create.isPending ? s.form.submitting : s.form.submit}
        </Button>
      </div>
    </form>
  );
}
