// The date field's and calendar's texts (pt-BR; weeks start on Sunday, as Brazilian calendars do).
export const dateStrings = {
  placeholder: 'dd/mm/aaaa',
  openCalendar: 'Abrir calendário',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
} as const;
