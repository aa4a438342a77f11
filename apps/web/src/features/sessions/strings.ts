export const sessionStrings = {
  title: 'Sessões ativas',
  description: 'Dispositivos conectados à sua conta. Encerre os que você não reconhece.',
  current: 'Esta sessão',
  lastUse: 'Último uso',
  unknownAddress: 'endereço desconhecido',
  end: 'Encerrar',
  endLabel: (device: string) => `Encerrar a sessão em ${device}`,
  ended: 'Sessão encerrada',
  loadFailed: 'Não foi possível carregar as sessões.',
} as const;
