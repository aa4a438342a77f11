// pt-BR summaries and the route-specific errors of every route, for the OpenAPI document
// (modules/api-docs). 400 (invalid input), 401 and 403 (signed out / no permission) are derived
// from each route's schema and guard; `errors` lists the other statuses its handler can answer,
// including a public route's own 401 or 403 (a token or signature it checks itself).
export type RouteDoc = { summary: string; errors?: readonly number[] };

export const routeDocs: Record<string, RouteDoc> = {
  // auth (plugins/auth.ts: better-auth under /api/auth)
  'GET /api/auth/*': { summary: 'Rotas de leitura da autenticação: sessão atual, verificação de email e links de senha', errors: [404, 429] },
  'POST /api/auth/*': { summary: 'Rotas da autenticação: entrar, sair, cadastrar-se, trocar senha e verificação em duas etapas', errors: [404, 422, 429] },
  // sign-in-unlock
  'POST /api/sign-in-unlock': { summary: 'Libera o navegador pelo link de acesso enviado por email após tentativas de entrada', errors: [404, 429] },
  // health
  'GET /api/health': { summary: 'Verifica se o servidor e o banco de dados respondem', errors: [503] },
  'GET /api/ready': { summary: 'Diz ao balanceador de carga se esta instância pode receber requisições: 503 ao desligar ou sem banco', errors: [503] },
  // api-docs
  'GET /api/openapi.json': { summary: 'Descrição OpenAPI 3.1 da API, gerada dos esquemas das rotas' },
  'GET /api/docs': { summary: 'Página de documentação da API, para ler no navegador' },
  // static web (plugins/static-web.ts)
  'GET /*': { summary: 'Arquivos do aplicativo web e a página do aplicativo para qualquer outro endereço', errors: [404, 503] },
  // me
  'GET /api/me': { summary: 'Quem entrou: nome, papel, agência e situação da conta' },
  'PATCH /api/me/profile': { summary: 'Altera o próprio nome em Minha conta' },
  'POST /api/me/password': { summary: 'Troca a própria senha, informando a atual', errors: [429] },
  // sessions
  'GET /api/me/sessions': { summary: 'Lista as sessões ativas da própria conta, com dispositivo e último uso' },
  'DELETE /api/me/sessions/:id': { summary: 'Encerra uma das próprias sessões', errors: [404] },
  'POST /api/admin/users/:id/sessions/end': { summary: 'Encerra todas as sessões de um usuário (administrador)' },
  // two-factor
  'POST /api/me/two-factor/qr': { summary: 'Gera o QR code para cadastrar a verificação em duas etapas no aplicativo autenticador' },
  // agencies
  'GET /api/agency': { summary: 'Dados da própria agência', errors: [404] },
  'POST /api/onboarding/agency': { summary: 'Cadastra a agência de quem acabou de criar a conta, em período de teste', errors: [409] },
  'GET /api/agencies/:id': { summary: 'Dados de uma agência: a própria, ou qualquer uma para o administrador', errors: [404] },
  'GET /api/admin/agencies': { summary: 'Lista todas as agências da plataforma (administrador)' },
  // dashboard
  'GET /api/dashboard': { summary: 'Números do Dashboard: da agência, ou da plataforma para o administrador' },
  'GET /api/dashboard/requirements': { summary: 'Serviços com exigência em aberto, para o cartão do Dashboard' },
  'GET /api/admin/dashboard': { summary: 'Dashboard Administrativo: clientes, receita recorrente, cobranças e testes terminando' },
  // reports
  'POST /api/reports/:kind/generate': { summary: 'Gera um relatório na tela, com os filtros escolhidos' },
  'POST /api/reports/:kind/exports': { summary: 'Inicia a exportação de um relatório em PDF ou planilha, feita em segundo plano' },
  'GET /api/report-runs': { summary: 'Lista os relatórios gerados e exportados pela agência, em páginas' },
  'GET /api/report-runs/:id': { summary: 'Situação de um relatório exportado', errors: [404] },
  'GET /api/report-runs/:id/download': { summary: 'Baixa o arquivo de um relatório exportado', errors: [404, 409] },
  // caixa
  'GET /api/caixa': { summary: 'Caixa do período: saldo inicial, entradas e saídas por dia e forma de pagamento, em páginas' },
  'GET /api/caixa/export': { summary: 'Exporta o Caixa do período em PDF ou planilha', errors: [422] },
  // agenda
  'GET /api/agenda': { summary: 'Agenda do período (a semana, se não informado): vistorias por posto, prazos e serviços atrasados' },
  'GET /api/agenda/late': { summary: 'Próximas páginas das listas de atrasados da Agenda' },
  'GET /api/agenda/summary': { summary: 'Contagens da Agenda para o menu e o Dashboard' },
  // guias
  'GET /api/guias': { summary: 'Lista as Guias PL e Gerais da agência, com filtros, em páginas' },
  'GET /api/guias/candidates': { summary: 'Serviços prontos para entrar numa Guia PL ou Geral, com busca' },
  'POST /api/guias': { summary: 'Cria uma Guia PL ou Geral com os serviços escolhidos', errors: [404, 409] },
  'GET /api/guias/:id': { summary: 'Detalhes de uma guia e dos seus processos', errors: [404] },
  'PUT /api/guias/:id': { summary: 'Altera uma guia em rascunho', errors: [404, 409] },
  'GET /api/guias/:id/pdf': { summary: 'Baixa ou abre o PDF da guia para imprimir', errors: [404] },
  'POST /api/guias/:id/deliver': { summary: 'Registra a entrega da guia ao DETRAN', errors: [404, 409] },
  'POST /api/guias/:id/return': { summary: 'Registra o retorno da guia do DETRAN, com o resultado de cada processo', errors: [404, 409] },
  'DELETE /api/guias/:id': { summary: 'Descarta uma guia em rascunho', errors: [404, 409] },
  // tracking
  'GET /api/tracking/settings': { summary: 'Configurações do Acompanhamento do cliente da agência' },
  'PUT /api/tracking/settings': { summary: 'Salva as configurações do Acompanhamento do cliente (despachante)' },
  // nfse (Configurações fiscais da NFS-e, decision 070)
  'GET /api/nfse/settings': { summary: 'Dados fiscais da NFS-e e o certificado A1 da agência (titular, CNPJ, validade; nunca o arquivo)' },
  'PUT /api/nfse/settings': { summary: 'Salva os dados fiscais da NFS-e: CNPJ, inscrição, município, regime, códigos, ISS e série' },
  'POST /api/nfse/certificate': {
    summary: 'Envia o certificado A1 (.pfx e senha); confere senha, validade e CNPJ e o guarda cifrado',
    errors: [406, 413, 503],
  },
  'DELETE /api/nfse/certificate': { summary: 'Remove o certificado digital A1 da agência (despachante)', errors: [404] },
  // NFS-e do serviço (decision 073)
  'GET /api/services/:id/nfse': { summary: 'NFS-e do serviço e o que Emitir NFS-e enviaria: tomador, honorários e pendências', errors: [404] },
  'POST /api/services/:id/nfse': {
    summary: 'Emite a NFS-e dos honorários: autorizada, rejeitada ou pendente (202); funcionários só se a agência permitir',
    errors: [404, 409, 422],
  },
  'POST /api/nfse/:id/retry': { summary: 'Envia de novo uma NFS-e pendente, depois de consultar a DPS pelo seu Id', errors: [404, 409, 422] },
  'POST /api/nfse/:id/cancel': {
    summary: 'Cancela uma NFS-e autorizada na Sefin Nacional, com motivo e justificativa (despachante)',
    errors: [404, 409, 422, 503],
  },
  'POST /api/nfse/:id/substitute': {
    summary: 'Substitui uma NFS-e autorizada: nova DPS que a nomeia, com motivo; a Sefin cancela a antiga (despachante)',
    errors: [404, 409, 422],
  },
  'GET /api/nfse/:id/xml': { summary: 'Baixa o XML da NFS-e autorizada, como a Sefin Nacional o devolveu', errors: [404, 409] },
  'GET /api/nfse/:id/danfse.pdf': {
    summary: 'Gera o DANFSe (PDF) da NFS-e autorizada, cancelada ou substituída, a partir do XML, com o QR code',
    errors: [404, 409],
  },
  'POST /api/nfse/:id/send': {
    summary: 'Envia a NFS-e autorizada ao cliente: por e-mail, se ele autorizou, ou devolve o link wa.me com número e chave',
    errors: [404, 409, 422, 429],
  },
  // Notas fiscais (decision 075)
  'GET /api/nfse': { summary: 'Notas fiscais da agência: mês de competência ou de emissão, situação, ordenação, páginas e totais do filtro' },
  'GET /api/nfse/export': {
    summary: 'Exporta em XLSX, CSV ou PDF as notas fiscais do filtro da lista (mesma ordem), com os totais',
    errors: [404, 422],
  },
  'GET /api/nfse/xml.zip': {
    summary: 'Baixa num ZIP os XML das NFS-e autorizadas do mês (competência ou emissão), para o contador',
    errors: [404, 422, 503],
  },
  // licensing reminders (Lembretes de licenciamento)
  'POST /api/licensing/reminders': {
    summary: 'Lembrete de licenciamento por e-mail (com consentimento) e link de orçamento; diz quem não recebeu e por quê',
    errors: [404],
  },
  'POST /api/licensing/reminders/whatsapp': {
    summary: 'Registra o lembrete de licenciamento por WhatsApp e devolve o link wa.me com a mensagem e o orçamento',
    errors: [404, 409],
  },
  'GET /api/licensing/reminders/last': { summary: 'Último lembrete de licenciamento (data e canal) de cada veículo da página' },
  'GET /api/licensing/reminder-settings': { summary: 'Lembretes de licenciamento da agência: envio mensal automático, honorários e taxa do ano' },
  'PUT /api/licensing/reminder-settings': { summary: 'Liga ou desliga o lembrete mensal automático e define os honorários (despachante)' },
  'GET /api/dashboard/licensing': { summary: 'Cartão do Dashboard: licenciamentos do mês, feitos, lembrados e a receita dos lembretes' },
  'GET /api/services/:id/tracking': { summary: 'Acompanhamento de um serviço: links ativos, visualizações e consentimento do cliente', errors: [404] },
  'POST /api/services/:id/tracking/links': { summary: 'Cria o link de acompanhamento do serviço para enviar ao cliente', errors: [404] },
  'DELETE /api/services/:id/tracking/links': { summary: 'Revoga os links de acompanhamento do serviço', errors: [404] },
  'PUT /api/services/:id/tracking/consent': { summary: 'Registra se o cliente aceita receber avisos do serviço por email', errors: [404] },
  'GET /acompanhar/*': { summary: 'Endereço de acompanhamento inválido: a mesma página de não encontrado', errors: [404] },
  'GET /acompanhar/:token': { summary: 'Página pública de acompanhamento do serviço pelo link do cliente', errors: [404, 429] },
  // plans
  'GET /api/plans': { summary: 'Planos oferecidos às agências' },
  'GET /api/admin/plans': { summary: 'Lista todos os planos, ativos ou não (administrador)' },
  'GET /api/admin/plans/:id': { summary: 'Detalhes de um plano (administrador)', errors: [404] },
  'POST /api/admin/plans': { summary: 'Cria um plano (administrador)' },
  'PATCH /api/admin/plans/:id': { summary: 'Altera um plano (administrador)', errors: [404] },
  // field-options
  'GET /api/field-options': { summary: 'Opções ativas dos campos de escolha do sistema, por campo' },
  'GET /api/admin/field-options': { summary: 'Lista todas as opções dos campos de escolha (administrador)' },
  'POST /api/admin/field-options': { summary: 'Cria uma opção de campo de escolha (administrador)', errors: [409] },
  'PATCH /api/admin/field-options/:id': { summary: 'Altera uma opção de campo de escolha (administrador)', errors: [404, 409] },
  'DELETE /api/admin/field-options/:id': { summary: 'Exclui uma opção de campo de escolha (administrador)', errors: [404] },
  // users
  'GET /api/admin/users': { summary: 'Lista os usuários da plataforma, com filtros e ordenação (administrador)' },
  'GET /api/admin/users/clients': { summary: 'Agências para escolher ao criar um usuário (administrador)' },
  'GET /api/admin/users/:id': { summary: 'Detalhes de um usuário (administrador)', errors: [404] },
  'POST /api/admin/users': { summary: 'Cria um usuário de uma agência ou um administrador (administrador)', errors: [409] },
  'POST /api/admin/users/:id/reset-password': { summary: 'Envia ao usuário o email de redefinição de senha (administrador)', errors: [404] },
  'POST /api/admin/users/:id/deactivate': { summary: 'Desativa um usuário e encerra as suas sessões (administrador)', errors: [404, 409] },
  'POST /api/admin/users/:id/reactivate': { summary: 'Reativa um usuário (administrador)', errors: [404, 409] },
  'GET /api/agency/users': { summary: 'Usuários da agência e as vagas do plano (despachante)' },
  'POST /api/agency/users': { summary: 'Convida um usuário para a agência (despachante)', errors: [409] },
  'PATCH /api/agency/users/:id': { summary: 'Altera o papel de um usuário da agência (despachante)', errors: [404, 409] },
  'POST /api/agency/users/:id/deactivate': { summary: 'Desativa um usuário da agência (despachante)', errors: [404, 409] },
  'POST /api/agency/users/:id/reactivate': { summary: 'Reativa um usuário da agência, se houver vaga no plano (despachante)', errors: [404, 409] },
  // billing (agency)
  'GET /api/agency/status': { summary: 'Situação da assinatura da agência (em teste, ativa, suspensa, cancelada ou inativa) e o motivo' },
  'GET /api/agency/subscription': { summary: 'Assinatura da agência: plano, vagas, próxima cobrança e faturas (despachante)' },
  'POST /api/agency/subscription/plan-change': { summary: 'Troca o plano da própria agência (despachante)', errors: [409] },
  // registry
  'GET /api/registry/search': { summary: 'Busca no Cadastro do Sistema por placa, RENAVAM, CPF/CNPJ ou nome' },
  'POST /api/registrations': { summary: 'Salva proprietário, veículo e serviço do Cadastro do Sistema de uma vez', errors: [404, 409] },
  'GET /api/owners/:id': { summary: 'Dados de um proprietário da agência', errors: [404] },
  'GET /api/vehicles/:id': { summary: 'Veículo com o proprietário e os serviços, como o Cadastro do Sistema mostra', errors: [404] },
  // services
  'GET /api/services/:id': { summary: 'Detalhes de um serviço: movimentações, vistoria e checklist de documentos', errors: [404] },
  'GET /api/services/:id/receipt.pdf': { summary: 'Baixa o PDF do recibo do serviço', errors: [404] },
  'POST /api/services/:id/movements': { summary: 'Registra uma movimentação do serviço para outra posição', errors: [404] },
  'PUT /api/services/:id/inspection': { summary: 'Salva a vistoria do serviço: data, hora, posto e conclusão', errors: [404] },
  'PUT /api/services/:id/checklist/:item': { summary: 'Marca um documento do checklist do serviço como exigido ou recebido', errors: [404] },
  'PUT /api/services/:id/observations': { summary: 'Salva as observações do serviço', errors: [404] },
  // ledger (Financeiro do serviço)
  'GET /api/services/:id/ledger': { summary: 'Financeiro do serviço: pagamentos, despesas, devoluções, créditos e saldo', errors: [404] },
  'POST /api/services/:id/payments': { summary: 'Registra um pagamento recebido do cliente no serviço', errors: [404] },
  'POST /api/services/:id/expenses': { summary: 'Registra uma despesa paga pela agência no serviço', errors: [404] },
  'POST /api/services/:id/payments/:entryId/void': { summary: 'Estorna um pagamento do serviço, com o motivo (despachante)', errors: [404, 409] },
  'POST /api/services/:id/expenses/:entryId/void': { summary: 'Estorna uma despesa do serviço, com o motivo (despachante)', errors: [404, 409] },
  'GET /api/services/:id/payments/:entryId/receipt.pdf': { summary: 'Baixa o PDF do recibo de um pagamento', errors: [404] },
  'POST /api/services/:id/refunds': { summary: 'Devolve ao cliente, pelo Caixa, o crédito que ele tem no serviço', errors: [404] },
  'POST /api/services/:id/refunds/:entryId/void': { summary: 'Estorna uma devolução de crédito, com o motivo (despachante)', errors: [404, 409] },
  'GET /api/services/:id/refunds/:entryId/receipt.pdf': { summary: 'Baixa o PDF do recibo de uma devolução de crédito', errors: [404] },
  'GET /api/services/:id/credit-targets': { summary: 'Serviços abertos do mesmo proprietário que podem receber o crédito', errors: [404] },
  'POST /api/services/:id/credit-transfers': { summary: 'Transfere o crédito do cliente para outro serviço aberto dele', errors: [404] },
  'POST /api/services/:id/credit-transfers/:entryId/void': { summary: 'Estorna uma transferência de crédito, com o motivo (despachante)', errors: [404, 409] },
  // files
  'POST /api/services/:id/files': { summary: 'Anexa um arquivo (PDF ou imagem) ao serviço', errors: [404, 406, 413, 415] },
  'GET /api/files/:id': { summary: 'Baixa um arquivo anexado a um serviço', errors: [404] },
  'DELETE /api/files/:id': { summary: 'Remove um arquivo anexado a um serviço', errors: [404] },
  // document-reading
  'POST /api/registry/read-document': { summary: 'Lê os dados de um CRLV-e ou ATPV-e em PDF para preencher o cadastro', errors: [406, 413, 415, 422, 503] },
  // origins
  'GET /api/origins': { summary: 'Lista as Origens dos Serviços da agência, com busca' },
  'GET /api/origins/:id': { summary: 'Dados de uma origem dos serviços', errors: [404] },
  'POST /api/origins': { summary: 'Cadastra uma origem dos serviços' },
  'PUT /api/origins/:id': { summary: 'Altera os dados de uma origem dos serviços', errors: [404] },
  // commissions
  'GET /api/origins/:id/settings': { summary: 'Comissão e contato configurados para uma origem', errors: [404] },
  'PUT /api/origins/:id/settings': { summary: 'Configura a comissão por tipo de serviço e o contato de uma origem', errors: [404] },
  'GET /api/commissions': { summary: 'Extrato de comissões de uma origem no período', errors: [404] },
  'GET /api/commissions/export': { summary: 'Exporta o extrato de comissões de uma origem em PDF ou planilha', errors: [404] },
  'POST /api/commissions/settle': { summary: 'Registra o acerto das comissões dos serviços escolhidos de uma origem', errors: [404, 409] },
  'POST /api/commissions/:entryId/void': { summary: 'Estorna um acerto de comissão, com o motivo (despachante)', errors: [404, 409] },
  // library (Formulários)
  'GET /api/library/services': { summary: 'Busca serviços para preencher os Formulários' },
  'GET /api/library/:itemId.pdf': { summary: 'Baixa ou abre um formulário em PDF, em branco ou preenchido com um serviço', errors: [404] },
  // requests (Solicitações)
  'GET /api/requests': { summary: 'Lista as Solicitações registradas pela agência, com filtros, em páginas' },
  'POST /api/requests': {
    summary: 'Registra uma Solicitação preenchida, ligada ou não a um serviço; a chave de idempotência evita repeti-la',
    errors: [404, 409],
  },
  'GET /api/requests/:id': { summary: 'Detalhes de uma solicitação', errors: [404] },
  'GET /api/requests/:id/pdf': { summary: 'Baixa ou abre o PDF de uma solicitação registrada', errors: [404] },
  'POST /api/requests/pdf': { summary: 'Gera o PDF de uma solicitação sem registrá-la' },
  // clients (admin)
  'GET /api/admin/clients': { summary: 'Lista os Clientes (agências), com filtros e ordenação (administrador)' },
  'GET /api/admin/clients/export': { summary: 'Exporta a lista de Clientes em CSV ou planilha (administrador)' },
  'POST /api/admin/clients': { summary: 'Cadastra um Cliente (agência), com o seu despachante se informado (administrador)', errors: [409] },
  'GET /api/admin/clients/:id': { summary: 'Detalhes de um Cliente: dados, plano, usuários e histórico (administrador)', errors: [404] },
  'PATCH /api/admin/clients/:id': { summary: 'Altera os dados de um Cliente (administrador)', errors: [404, 409] },
  'POST /api/admin/clients/:id/subscription-change': { summary: 'Muda o plano ou a situação da assinatura de um Cliente (administrador)', errors: [404] },
  'GET /api/admin/subscription-changes': { summary: 'Histórico das mudanças de assinatura, de um Cliente ou de todos (administrador)' },
  // subscriptions
  'GET /api/admin/subscriptions/summary': { summary: 'Resumo das Assinaturas da plataforma (administrador)' },
  'GET /api/admin/subscriptions/trials': { summary: 'Agências em período de teste, em páginas (administrador)' },
  // billing (invoices, trials, payments, webhook)
  'POST /api/admin/invoices/:invoiceId/cancel': { summary: 'Cancela uma fatura em aberto (administrador)', errors: [404, 409] },
  'POST /api/admin/invoices/:invoiceId/resend': { summary: 'Envia de novo por email uma fatura em aberto (administrador)', errors: [404, 409, 429] },
  'POST /api/admin/trials/:agencyId/convert': {
    summary: 'Converte o teste de uma agência em assinatura e emite a primeira fatura (administrador)',
    errors: [404, 409],
  },
  'POST /api/admin/trials/:agencyId/extend': { summary: 'Estende o período de teste de uma agência, com o motivo (administrador)', errors: [404, 409] },
  'POST /api/admin/invoices/:invoiceId/payments': { summary: 'Registra um pagamento de fatura recebido fora do provedor (administrador)', errors: [404, 409] },
  'GET /api/admin/invoices/:invoiceId/pdf': { summary: 'Baixa o PDF de qualquer fatura (administrador)', errors: [404] },
  'GET /api/invoices/:invoiceId/pdf': { summary: 'Baixa o PDF de uma fatura da própria agência', errors: [404] },
  'GET /api/invoices/:invoiceId/pix': { summary: 'PIX copia e cola e QR code de uma fatura em aberto', errors: [404, 409] },
  'POST /api/billing/webhook': { summary: 'Recebe do provedor de pagamento o aviso assinado de fatura paga ou recusada', errors: [401, 413, 503] },
  // billing (admin: Faturamento)
  'GET /api/admin/billing/summary': { summary: 'Resumo do Faturamento: a receber, recebido e vencido (administrador)' },
  'GET /api/admin/billing/invoices': { summary: 'Lista as faturas da plataforma, com filtros e ordenação (administrador)' },
  'GET /api/admin/billing/payments': { summary: 'Lista os pagamentos recebidos, com filtros (administrador)' },
  'GET /api/admin/billing/period-summary': { summary: 'Totais do Faturamento num período (administrador)' },
  'GET /api/admin/billing/reports/:kind': { summary: 'Exporta um relatório do Faturamento do período em PDF ou planilha (administrador)' },
  'GET /api/admin/settings/billing': { summary: 'Configurações de cobrança: emissor, chave PIX, vencimento e lembretes' },
  'PUT /api/admin/settings/billing': { summary: 'Salva as configurações de cobrança (administrador)' },
  // settings
  'GET /api/public-settings': { summary: 'Configurações que as telas leem antes de entrar: nome, suporte, manutenção, cadastros e regras de senha' },
  'GET /api/admin/settings': { summary: 'Configurações da plataforma, de segurança e de notificações (administrador)' },
  'PUT /api/admin/settings/platform': { summary: 'Salva as configurações da plataforma (administrador)' },
  'PUT /api/admin/settings/security': {
    summary: 'Salva as configurações de segurança: senhas, tentativas de entrada, duas etapas e auditoria (administrador)',
  },
  'PUT /api/admin/settings/notifications': { summary: 'Salva as configurações de notificações dos administradores (administrador)' },
  'GET /api/admin/settings/history': { summary: 'Histórico das alterações das Configurações (administrador)' },
  'GET /api/admin/settings/status': { summary: 'O que o servidor tem configurado: email, armazenamento, webhook, PIX e backup' },
  // monitoring
  'GET /api/admin/monitoring': { summary: 'Monitoramento: tempos de resposta, erros, recursos e incidentes (administrador)' },
  'GET /api/admin/monitoring/logs': { summary: 'Últimas linhas do log do servidor, por nível (administrador)' },
  'POST /api/admin/monitoring/incidents': { summary: 'Registra um incidente da plataforma (administrador)' },
  'POST /api/admin/monitoring/incidents/:id/resolve': { summary: 'Marca um incidente como resolvido, com uma nota (administrador)', errors: [404, 409] },
  'GET /metrics': { summary: 'Métricas no formato Prometheus, para o monitor externo com o token', errors: [401, 404] },
  // audit
  'GET /api/audit': { summary: 'Auditoria da agência: quem fez o quê e quando, com filtros, em páginas (despachante)' },
  'GET /api/audit/export': { summary: 'Exporta a Auditoria da agência em CSV ou planilha (despachante)', errors: [422] },
  'GET /api/audit/people': { summary: 'Pessoas que aparecem na Auditoria da agência, para o filtro (despachante)' },
  'GET /api/admin/audit': { summary: 'Auditoria da plataforma, com filtros, em páginas (administrador)' },
  'GET /api/admin/audit/export': { summary: 'Exporta a Auditoria da plataforma em CSV ou planilha (administrador)', errors: [422] },
  'GET /api/admin/audit/people': { summary: 'Pessoas que aparecem na Auditoria da plataforma, para o filtro (administrador)' },
  'GET /api/admin/audit/agencies': { summary: 'Agências que aparecem na Auditoria da plataforma, para o filtro (administrador)' },
  // backups
  'GET /api/admin/backups': { summary: 'Situação dos backups: arquivos, backup em andamento, último erro e arquivamento do banco (administrador)' },
  'POST /api/admin/backups': { summary: 'Inicia um backup agora, feito em segundo plano (administrador)', errors: [409] },
  'GET /api/admin/backups/:name/download': { summary: 'Baixa um arquivo de backup (administrador)', errors: [404] },
  'POST /api/admin/integration/:check/test': { summary: 'Testa uma integração: email, armazenamento, webhook ou PIX (administrador)' },
  // outbox
  'GET /api/admin/outbox': { summary: 'Emails guardados sem SMTP configurado, os mais recentes primeiro (administrador)' },
  // service-catalog
  'GET /api/service-catalog': { summary: 'Catálogo de Serviços: taxas do DETRAN, documentos exigidos e códigos DUDA' },
  'PUT /api/admin/service-catalog/:serviceType': {
    summary: 'Salva os documentos exigidos e o prazo de um tipo de serviço no catálogo (administrador)',
    errors: [404],
  },
  'PUT /api/admin/service-catalog/:serviceType/fees/:year': { summary: 'Define a taxa do DETRAN de um tipo de serviço num ano (administrador)', errors: [404] },
  'DELETE /api/admin/service-catalog/:serviceType/fees/:year': { summary: 'Remove a taxa de um tipo de serviço num ano (administrador)', errors: [404] },
  'POST /api/admin/service-catalog/fees/:year/copy': { summary: 'Copia as taxas do ano anterior para o ano, a confirmar (administrador)' },
  'GET /api/admin/service-catalog/:serviceType/fee-history': { summary: 'Histórico das taxas de um tipo de serviço (administrador)', errors: [404] },
  'POST /api/admin/service-catalog/:serviceType/duda-codes': { summary: 'Adiciona um código DUDA a um tipo de serviço (administrador)', errors: [404, 409] },
  'PATCH /api/admin/service-catalog/duda-codes/:id': { summary: 'Altera ou confirma um código DUDA (administrador)', errors: [404] },
  'DELETE /api/admin/service-catalog/duda-codes/:id': { summary: 'Remove um código DUDA (administrador)', errors: [404] },
  // exigencias
  'GET /api/exigencias': { summary: 'Fila de Retorno de Exigência, filtrada por situação, responsável e busca, em páginas' },
  'GET /api/exigencias/summary': { summary: 'Contagens do Retorno de Exigência para o cartão do Dashboard' },
  'GET /api/exigencias/services': { summary: 'Busca serviços da agência para registrar uma exigência' },
  'GET /api/exigencias/services/:id': { summary: 'Um serviço e as suas exigências, abertas e devolvidas', errors: [404] },
  'GET /api/exigencias/responsibles': { summary: 'Usuários da agência que podem ser responsáveis por uma exigência' },
  'POST /api/exigencias': { summary: 'Registra uma exigência do DETRAN num serviço', errors: [404, 409] },
  'POST /api/exigencias/:id/return': { summary: 'Registra o retorno ao DETRAN de uma exigência cumprida', errors: [404, 409] },
  'PATCH /api/exigencias/:id': { summary: 'Altera o prazo e o responsável de uma exigência em aberto', errors: [404, 409] },
  // licensing (Licenciamentos)
  'GET /api/licensing': { summary: 'Licenciamentos: veículos da agência que vencem no período pelo final da placa, com situação e contato' },
  'GET /api/admin/licensing-calendar': {
    summary: 'Calendário de licenciamento do DETRAN-RJ por final de placa, com fonte e data da conferência (administrador)',
  },
  'PUT /api/admin/licensing-calendar/:year': {
    summary: 'Vencimentos de licenciamento e IPVA por final de placa de um ano; em branco, a confirmar (administrador)',
  },
  'PUT /api/licensing/vehicles/:vehicleId/done/:year': {
    summary: 'Marca à mão o licenciamento do ano de um veículo como feito, com a data',
    errors: [404, 409],
  },
  'DELETE /api/licensing/vehicles/:vehicleId/done/:year': { summary: 'Desfaz a marcação à mão do licenciamento do ano de um veículo', errors: [404] },
  // imports (Importar dados)
  'POST /api/imports': { summary: 'Envia uma planilha para Importar dados e sugere a coluna de cada campo (despachante)', errors: [406, 413] },
  'GET /api/imports': { summary: 'Últimas importações da agência (despachante)' },
  'GET /api/imports/:id': { summary: 'Situação de uma importação e o seu andamento (despachante)', errors: [404] },
  'GET /api/imports/:id/preview': { summary: 'Prévia da importação: o que cada linha vai criar, atualizar ou pular (despachante)', errors: [404] },
  'PUT /api/imports/:id/analysis': { summary: 'Analisa a planilha com as colunas escolhidas e devolve a prévia (despachante)', errors: [404, 409] },
  'POST /api/imports/:id/start': { summary: 'Inicia a importação analisada, feita em segundo plano (despachante)', errors: [404, 409] },
  'POST /api/imports/:id/cancel': { summary: 'Cancela a análise ou a importação em andamento (despachante)', errors: [404, 409] },
  'GET /api/imports/:id/errors.xlsx': { summary: 'Baixa a planilha com as linhas que não foram importadas e o motivo (despachante)', errors: [404] },
  'GET /api/imports/templates/:kind': { summary: 'Baixa a planilha modelo para Importar dados (despachante)' },
  // lgpd (Privacidade e dados)
  'POST /api/lgpd/person': { summary: 'Procura um titular por CPF/CNPJ e resume os seus dados na agência (despachante)', errors: [404] },
  'POST /api/lgpd/person/export': { summary: 'Exporta os dados de um titular em PDF ou JSON, pela LGPD (despachante)', errors: [404] },
  'POST /api/lgpd/person/anonymise': { summary: 'Anonimiza os dados pessoais de um titular, pela LGPD (despachante)', errors: [404] },
  'GET /api/lgpd/agency-export': { summary: 'Situação da última exportação de todos os dados da agência (despachante)' },
  'POST /api/lgpd/agency-export': { summary: 'Inicia a exportação de todos os dados da agência, feita em segundo plano (despachante)', errors: [409] },
  'GET /api/lgpd/agency-export/:id/download': { summary: 'Baixa o ZIP com todos os dados da agência (despachante)', errors: [404, 409] },
  // quotes (Orçamentos)
  'GET /api/quotes': { summary: 'Lista os Orçamentos da agência, com filtros, em páginas' },
  'POST /api/quotes': { summary: 'Cria um orçamento' },
  'GET /api/quotes/:id': { summary: 'Detalhes de um orçamento', errors: [404] },
  'PUT /api/quotes/:id': { summary: 'Altera um orçamento ainda não convertido em serviço', errors: [404, 409] },
  'POST /api/quotes/:id/status': { summary: 'Muda a situação do orçamento: rascunho, enviado, aceito ou recusado', errors: [404, 409] },
  'POST /api/quotes/:id/share': { summary: 'Cria o link público do orçamento para enviar ao cliente', errors: [404, 409] },
  'DELETE /api/quotes/:id/share': { summary: 'Revoga o link público do orçamento', errors: [404] },
  'GET /api/quotes/:id/pdf': { summary: 'Baixa o PDF do orçamento', errors: [404] },
  'GET /api/quotes/:id/conversion': { summary: 'Dados do orçamento aceito para abrir o serviço no Cadastro do Sistema', errors: [404, 409] },
  'POST /api/quotes/:id/link': { summary: 'Liga o orçamento aceito a um serviço já cadastrado', errors: [404, 409] },
  'GET /orcamento/*': { summary: 'Endereço de orçamento inválido: a mesma página de não encontrado', errors: [404, 429] },
  'POST /orcamento/*': { summary: 'Resposta a um endereço de orçamento inválido: a mesma página de não encontrado', errors: [404, 429] },
  'GET /orcamento/:token': { summary: 'Página pública do orçamento pelo link do cliente', errors: [403, 404, 429] },
  'POST /orcamento/:token/aceitar': { summary: 'Aceita o orçamento pelo link público do cliente', errors: [403, 404, 429] },
  'POST /orcamento/:token/recusar': { summary: 'Recusa o orçamento pelo link público do cliente', errors: [403, 404, 429] },
};
