// The share button's labels alone: Cadastro do Sistema shows the button on every service, and
// importing the whole message file would add its weight to that route's JavaScript (decision 009).
export const trackingShareLabels = {
  share: 'Compartilhar acompanhamento',
  dialogTitle: 'Acompanhamento do cliente',
  dialogDescription: 'Um link para o cliente acompanhar o serviço pelo celular, sem CPF nem endereço.',
} as const;
