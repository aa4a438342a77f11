import { Button } from '../../../components/ui/button.tsx';
import { requestStrings as s } from '../strings.ts';

type FormActionsProps = { submitLabel: string; submitting: boolean; onClear: () => void };

/** Limpar (back to the defaults) and the form's submit button. */
export function FormActions({ submitLabel, submitting, onClear }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClear} disabled={submitting}>
        {s.clear}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? s.submitting : submitLabel}
      </Button>
    </div>
  );
}
