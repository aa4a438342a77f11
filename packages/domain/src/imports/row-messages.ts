// Importar dados: why a row is refused, beyond the forms' own field messages (pt-BR).
export const importRowMessages = {
  repeatedRow: (line: number) => `Linha repetida: igual à linha ${line} do arquivo.`,
  nothingToImport: 'Nenhum campo associado preenchido nesta linha.',
  ownerNameNeeded: 'Informe o nome do proprietário para cadastrá-lo.',
  ownerDocumentNeeded: 'Informe o CPF/CNPJ do proprietário.',
  vehicleKeysDisagree: 'A placa, o RENAVAM e o chassi pertencem a veículos diferentes já cadastrados.',
  plateNeeded: 'Informe a placa para cadastrar o veículo.',
  renavamNeeded: 'Informe o RENAVAM para cadastrar o veículo.',
  serviceVehicleNeeded: 'Informe a placa ou o RENAVAM do veículo do serviço.',
  serviceOwnerNeeded: 'Informe o CPF/CNPJ do proprietário: o serviço precisa de um proprietário.',
  /** The error file's last column. */
  reasonHeader: 'Motivo',
  importedNote: 'Importado de planilha',
  paidNote: 'Valor recebido antes do Despacha (importado de planilha)',
} as const;
