import type { ReactNode } from 'react';
import { FileText, FolderOpen } from 'lucide-react';
import type { ServicePosition } from '@despacha/domain/statuses';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { receiptUrl, useServiceDetail } from '../api/get-service-detail.ts';
import { useUploadServiceFile } from '../api/upload-service-file.ts';
import { registryStrings as s } from '../strings.ts';
import { ChecklistTable } from './checklist-table.tsx';
import { InspectionForm } from './inspection-form.tsx';
import { MovementsSection } from './movements-section.tsx';
import { ObservationsForm } from './observations-form.tsx';
import { Section } from './section.tsx';
import { ServiceFormsMenu } from './service-forms-menu.tsx';
import { UploadArea, type UploadState } from './upload-area.tsx';
import { RegisterExigenciaLink } from './register-exigencia-link.tsx';
import { errorText } from '../../../lib/error-text.ts';

const d = s.documents;

type DocumentsTabProps = {
  serviceId: string | null;
  onPositionChange: (position: ServicePosition) => void;
  onObservationsSaved: (text: string) => void;
  /** Other features' actions on the service (share tracking), given by the route's page. */
  serviceActions?: (serviceId: string) => ReactNode;
};

/** Documentos e Processo: everything that hangs on a saved service. */
export function DocumentsTab({ serviceId, ...callbacks }: DocumentsTabProps) {
  if (!serviceId) return <EmptyState title={d.needsServiceTitle} description={d.needsService} icon={<FolderOpen className="size-10" />} />;
  return <ServiceDocuments key={serviceId} serviceId={serviceId} {...callbacks} />;
}

function useUploadState(serviceId: string): UploadState {
  const upload = useUploadServiceFile(serviceId);
  const failure = (error: unknown) => errorText(error, d.uploadFailed);
  return {
    send: (item, file) => upload.mutate({ item, file }, { onSuccess: () => toast.success(m.fileUploaded), onError: (error) => toast.error(failure(error)) }),
    pending: upload.isPending,
    progress: upload.progress,
    fileName: upload.variables?.file.name ?? null,
    error: upload.isError ? failure(upload.error) : null,
  };
}

function ServiceDocuments({ serviceId, onPositionChange, onObservationsSaved, serviceActions }: DocumentsTabProps & { serviceId: string }) {
  const detail = useServiceDetail(serviceId);
  const upload = useUploadState(serviceId);

  if (detail.isPending) return <Spinner className="w-full py-12" />;
  if (detail.isError) {
    return (
      <EmptyState description={d.loadFailed}>
        <Button variant="outline" onClick={() => void detail.refetch()}>
          {d.retry}
        </Button>
      </EmptyState>
    );
  }
  const { service, inspection, checklist, movements } = detail.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        {serviceActions?.(serviceId)}
        <RegisterExigenciaLink serviceId={serviceId} />
        <ServiceFormsMenu serviceId={serviceId} />
        <a href={receiptUrl(serviceId)} download className={buttonClasses({ variant: 'outline' })}>
          <FileText className="size-4" aria-hidden="true" />
          {d.receipt}
        </a>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ObservationsForm serviceId={serviceId} initial={service.observacoes} onSaved={onObservationsSaved} />
        <InspectionForm serviceId={serviceId} initial={inspection} />
      </div>
      <Section title={d.checklist}>
        <div className="flex flex-col gap-4">
          <UploadArea checklist={checklist} upload={upload} />
          <ChecklistTable serviceId={serviceId} checklist={checklist} upload={upload} />
        </div>
      </Section>
      <MovementsSection serviceId={serviceId} movements={movements} onMoved={onPositionChange} />
    </div>
  );
}
