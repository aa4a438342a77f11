import { useState } from 'react';
import { billingMessages as m } from '@despacha/domain/billing/messages';
import type { AdminInvoiceResponse } from '@despacha/domain/contracts/subscription-metrics';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCancelInvoice, useResendInvoice } from '../api/billing-actions.ts';
import { actionErrorText } from './billing-action-error.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

/** The short id the invoices table shows, so the confirmation names the row the admin clicked. */
export const invoiceLabel = (id: string) => id.slice(0, 8).toUpperCase();

/** Reenviar and Cancelar fatura, for invoices still charged (pending or overdue; draft cancels only). */
export function InvoiceActions({ invoice }: { invoice: AdminInvoiceResponse }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelInvoice();
  const resend = useResendInvoice();
  const open = invoice.status === 'pending' || invoice.status === 'overdue';
  if (!open && invoice.status !== 'draft') return null;
  const label = invoiceLabel(invoice.id);

  const onResend = () =>
    resend.mutate(invoice.id, {
      onSuccess: (r) => toast.success(m.invoiceResentTitle, { description: m.invoiceResentDescription(r.sentTo ?? '') }),
      onError: (e) => toast.error(m.resendInvoiceAction, { description: actionErrorText(e) }),
    });
  const onCancel = () =>
    cancel.mutate(invoice.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(m.invoiceCancelledTitle);
      },
      onError: (e) => toast.error(m.cancelInvoiceTitle, { description: actionErrorText(e) }),
    });

  return (
    <div className="flex justify-end gap-2">
      {open ? (
        <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending} aria-label={`${m.resendInvoiceAction} ${label}`}>
          {resend.isPending ? m.sending : m.resendInvoiceAction}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`${m.cancelInvoiceAction} ${label}`}>
        {m.cancelInvoiceAction}
      </Button>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.cancelInvoiceTitle}
        description={m.cancelInvoiceConfirm(label, invoice.clientName)}
        action={m.cancelInvoiceAction}
        pendingLabel={m.cancelling}
        pending={cancel.isPending}
        danger
        onConfirm={onCancel}
      />
    </div>
  );
}
