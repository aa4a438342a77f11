import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuoteConversion } from '@despacha/domain/quotes/contracts';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { maskCnpj, maskCpf, maskPhone, maskPlate } from '@despacha/domain/masks';
import { moneyText } from '@despacha/domain/validators/money';
import { toast } from '../../../lib/toast.ts';
import { quoteKeys, useQuoteConversion } from '../api/quotes-api.ts';
import { errorText } from '../../../lib/error-text.ts';

const money = (cents: number) => (cents ? moneyText(cents) : '');

/** The quote as Cadastro do Sistema's form holds values (masked text). */
export function conversionPrefill(c: QuoteConversion) {
  return {
    vehicleId: c.vehicleId,
    owner: { nome: c.owner.nome, cpf: maskCpf(c.owner.cpf), cnpj: maskCnpj(c.owner.cnpj), email: c.owner.email, cel: maskPhone(c.owner.cel) },
    vehicle: { placa: maskPlate(c.placa) },
    service: {
      servico: c.service.servico,
      // A fee "a confirmar" (null) stays blank for the screen to ask; a 0 exemption stays 0,00.
      valor: c.service.valor === null ? '' : moneyText(c.service.valor),
      honorarios: money(c.service.honorarios),
      extras: money(c.service.extras),
      observacoes: c.service.observacoes,
    },
  };
}

/**
 * "Converter em serviço" on Cadastro do Sistema: offers the quote's prefill, and hands the quote to
 * the save, which converts it with the service in one transaction (no service without its quote).
 */
function useQuoteToRegistry(quoteId: string) {
  const conversion = useQuoteConversion(quoteId);
  const queryClient = useQueryClient();
  const [linked, setLinked] = useState(false);
  const prefill = useMemo(() => (conversion.data ? conversionPrefill(conversion.data) : null), [conversion.data]);

  const onSaved = (saved: { service: { id: string; number: number } | null }) => {
    if (!conversion.data || linked || !saved.service) return;
    setLinked(true);
    toast.success(m.converted(conversion.data.number, saved.service.number));
    void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
  };

  const refusal = conversion.error && errorText(conversion.error, null);
  const banner = linked ? null : conversion.data ? m.converting(conversion.data.number) : refusal;
  return { prefill, onSaved, banner, pendingQuoteId: linked || !conversion.data ? null : quoteId };
}

type Registry = (props: {
  prefill: ReturnType<typeof conversionPrefill> | null;
  quoteId: string | null;
  onSaved: ReturnType<typeof useQuoteToRegistry>['onSaved'];
}) => ReactNode;

/**
 * Cadastro do Sistema opened with ?orcamento= (loaded only then): the note above the form, and the
 * registry screen (given by the page) started from the quote. The page keeps the quote id from its
 * first render: saving writes the record's own address (?veiculo=&servico=) in place of it.
 */
export default function QuoteConversion({ quoteId, children }: { quoteId: string; children: Registry }) {
  const { prefill, onSaved, banner, pendingQuoteId } = useQuoteToRegistry(quoteId);
  return (
    <>
      {banner ? (
        <p role="status" className="rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900">
          {banner}
        </p>
      ) : null}
      {children({ prefill, quoteId: pendingQuoteId, onSaved })}
    </>
  );
}
