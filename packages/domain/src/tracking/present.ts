// What the customer-facing page and messages show, without personal data (decision 040).

/** A Brazilian mobile (DDD + 9 + 8 digits) for wa.me, or null: landlines and malformed numbers get no WhatsApp button. */
export function whatsappMobile(stored: string): string | null {
  let d = stored.replace(/\D/g, '');
  if (d.length === 13 && d.startsWith('55')) d = d.slice(2);
  return /^[1-9][1-9]9\d{8}$/.test(d) ? d : null;
}

export const whatsappUrl = (mobile: string, text: string) => `https://wa.me/55${mobile}?text=${encodeURIComponent(text)}`;

/** Links stop working 30 days after the service's completion. */
export const LINK_DAYS_AFTER_COMPLETION = 30;
export const linkExpiry = (completedAt: Date | null): Date | null =>
  completedAt ? new Date(completedAt.getTime() + LINK_DAYS_AFTER_COMPLETION * 86_400_000) : null;
