import { formatMoney } from '../validators/money.ts';

// pt-BR texts of the licensing reminders (issue 39 part 2, decision 066), written once.

export const reminderMessages = {
  vehicleInvalid: 'Veículo inválido',
  selectionRequired: 'Selecione ao menos um veículo',
  selectionTooLarge: (max: number) => `Selecione no máximo ${max} veículos de cada vez`,
  selectionRepeated: 'Um veículo foi selecionado mais de uma vez',
  honorariosInvalid: 'Honorários inválidos',
  honorariosTooLarge: 'Honorários acima do limite',
  autoInvalid: 'Informe se o lembrete mensal automático fica ligado',
  dispatcherOnly: 'Somente o despachante pode alterar os lembretes automáticos',
  // Why a row was skipped.
  skipNoOwner: 'veículo sem proprietário',
  skipNoConsent: 'proprietário sem consentimento para e-mail',
  skipNoEmail: 'proprietário sem e-mail',
  skipNoMobile: 'proprietário sem celular',
  skipRecent: (days: number, when: string) => `lembrado em ${when}: espere ${days} dias entre lembretes`,
  skipMailLimit: 'limite de e-mails para este endereço atingido; tente mais tarde',
  recentConflict: (when: string) => `Este proprietário foi lembrado em ${when}; espere 15 dias entre lembretes`,
  // The message.
  mailSubject: (agency: string) => `${agency}: licenciamento do seu veículo`,
  intro: (agency: string) => `Olá! A ${agency} lembra que o licenciamento anual do seu veículo está chegando.`,
  vehicleLine: (plate: string, due: string | null) => `Placa ${plate}: vencimento ${due ?? 'a confirmar'}.`,
  price: (feeCents: number | null, honorariosCents: number) =>
    feeCents === null
      ? `Honorários ${formatMoney(honorariosCents)} + taxa do DETRAN-RJ a confirmar.`
      : `Taxa do DETRAN-RJ ${formatMoney(feeCents)} + honorários ${formatMoney(honorariosCents)} = ${formatMoney(feeCents + honorariosCents)}.`,
  quoteLink: 'Veja e aceite o orçamento:',
  footer: 'Você recebe este e-mail porque autorizou avisos por e-mail. Para não receber mais, responda pedindo.',
  whatsapp: (agency: string, plate: string, due: string | null, price: string, link: string) =>
    `Olá! Aqui é da ${agency}. O licenciamento do veículo de placa ${plate} vence ${due ? `em ${due}` : 'em data a confirmar'}. ${price} Orçamento: ${link}`,
  quoteNote: 'Lembrete de licenciamento anual',
  autoActor: 'Lembrete automático',
} as const;

/** The screen's labels. */
export const reminderLabels = {
  select: (plate: string) => `Selecionar ${plate}`,
  selectPage: 'Selecionar todos desta página',
  selected: (n: number) => (n === 1 ? '1 veículo selecionado' : `${n} veículos selecionados`),
  sendEmail: 'Enviar lembrete por e-mail',
  sending: 'Enviando…',
  whatsapp: 'WhatsApp',
  whatsappFor: (plate: string) => `Abrir WhatsApp com o lembrete de ${plate}`,
  lastReminder: 'Último lembrete',
  never: '—',
  channel: { email: 'e-mail', whatsapp: 'WhatsApp' } as const,
  automatic: 'automático',
  sentSummary: (sent: number, emails: number) =>
    sent === 0
      ? 'Nenhum lembrete enviado.'
      : `${sent} ${sent === 1 ? 'lembrete enviado' : 'lembretes enviados'} em ${emails} ${emails === 1 ? 'e-mail' : 'e-mails'}.`,
  skippedTitle: 'Não enviados:',
  sendFailed: 'Não foi possível enviar os lembretes.',
  whatsappFailed: 'Não foi possível preparar o lembrete por WhatsApp.',
  honorarios: 'Honorários do licenciamento',
  fee: (feeCents: number | null) => (feeCents === null ? 'Taxa do DETRAN-RJ: a confirmar' : `Taxa do DETRAN-RJ: ${formatMoney(feeCents)}`),
  settingsTitle: 'Lembretes de licenciamento',
  autoMonthly: 'Enviar lembrete automático todo mês (proprietários com consentimento, vencimento no mês seguinte)',
  saveSettings: 'Salvar lembretes',
  settingsSaved: 'Lembretes salvos',
  settingsFailed: 'Não foi possível salvar os lembretes.',
  // Dashboard card.
  cardTitle: 'Licenciamentos do mês',
  cardDue: 'Vencem no mês',
  cardDone: 'Feitos',
  cardReminded: 'Lembrados',
  cardRevenue: 'Receita dos lembretes no mês',
  cardToConfirm: 'Calendário do ano a confirmar para alguns finais.',
  cardFailed: 'Não foi possível carregar os licenciamentos do mês.',
  cardLink: 'Ver licenciamentos',
} as const;
