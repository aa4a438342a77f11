import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { requestStrings as s } from '../strings.ts';

type FormActionsProps = {
  submitLabel: string;
  /** The sale forms say 'Limpar Formulário'. */
  clearLabel?: string;
  submitting: boolean;
  /** The form is stored: sending it again waits for "Nova solicitação". */
  sent?: boolean;
  onClear: () => void;
  /** Forms whose spec has 'Imprimir' pass window.print (or their own). */
  onPrint?: () => void;
};

/** Limpar (back to the defaults), Imprimir where the form has it, and the submit button (off while sending and once sent). */
export function FormActions({ submitLabel, clearLabel = s.clear, submitting, sent = false, onClear, onPrint }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClear} disabled={submitting}>
        {clearLabel}
      </Button>
      {onPrint ? (
        <Button variant="outline" onClick={onPrint}>
          <Printer aria-hidden="true" className="size-4" />
          {s.print}
        </Button>
      ) : null}
      <Button type="submit" disabled={submitting || sent}>
        {submitting ? s.submitting : submitLabel}
      </Button>
    </div>
  );
}
