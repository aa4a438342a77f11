// pt-BR messages of "Ler CRLV-e" (decision 056): the server's refusals, shown as they come.

/** The largest PDF the reading takes: a CRLV-e or ATPV-e is one page of text (tens of kB). */
export const READ_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const documentReadingMessages = {
  fileMissing: 'Selecione o PDF do CRLV-e ou da ATPV-e para ler.',
  notPdf: 'O arquivo não é um PDF. Envie o PDF do CRLV-e ou da ATPV-e.',
  tooLarge: 'Arquivo muito grande: o limite para leitura é 5 MB.',
  noText: 'Este PDF é uma imagem, sem texto: digite os dados ou envie o PDF original do CRLV-e.',
  encrypted: 'Este PDF está protegido por senha e não pode ser lido. Envie o PDF original do CRLV-e, sem senha.',
  malformed: 'Não foi possível abrir este PDF: o arquivo está corrompido ou incompleto. Envie o PDF original do CRLV-e.',
  notVehicleDocument: 'Este PDF não parece um CRLV-e nem uma ATPV-e: não encontramos placa, RENAVAM e chassi nele. Confira o arquivo.',
  tooSlow: 'A leitura deste PDF demorou demais e foi interrompida. Envie o PDF original do CRLV-e ou digite os dados.',
  busy: 'Há muitas leituras de PDF em andamento. Tente de novo em instantes.',
} as const;
