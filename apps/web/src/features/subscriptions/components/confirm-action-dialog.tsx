import { billingMessages as m } from '@despacha/domain/billing/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  pendingLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
};

/** Asks before an action that cannot be taken back (Converter, Cancelar fatura). */
export function ConfirmActionDialog({ open, onOpenChange, title, description, action, pendingLabel, pending, danger, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          {m.keep}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : action}
        </Button>
      </div>
    </Dialog>
  );
}
