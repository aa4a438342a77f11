// Texts of the platform back office (spec §5, §8) and of user management. Kept apart from
// messages.ts so the login page does not download them.
import { authErrorMessages } from './messages.ts';
import { DISPLAY_ORDER_MAX, PLAN_FEATURES_MAX, PLAN_PRICE_MAX_CENTS, TEXT, TRIAL_DAYS_MAX, USERS_MAX } from './limits.ts';
import { formatMoney } from './validators/money.ts';

const count = (n: number) => n.toLocaleString('pt-BR');

// Spec §5 and §8, admin area.
export const adminMessages = {
  error: 'Erro',
  clientsLoadFailed: 'Erro ao carregar clientes. Tente novamente.',
  changeRecordFailed: 'Erro ao registrar mudança de plano.',
  incompleteTitle: 'Dados incompletos',
  incompleteDescription: 'Selecione pelo menos um novo plano ou status.',
  changeRecordedTitle: 'Mudança registrada',
  changeRecordedDescription: 'O histórico de mudança de plano foi registrado com sucesso.',
  subscriptionUpdatedTitle: 'Assinatura atualizada',
  subscriptionUpdatedDescription: 'Os dados da assinatura foram atualizados com sucesso.',
  clientCreateFailedTitle: 'Erro ao cadastrar cliente',
  clientCreateFailedDescription: 'Ocorreu um erro ao salvar o cliente. Tente novamente.',
  clientCreated: 'Cliente cadastrado com sucesso!',
  clientRequiredTitle: 'Campos obrigatórios',
  clientRequiredDescription: 'Preencha todos os campos obrigatórios: Nome, Email e Plano.',
  clientEmailInvalidTitle: 'Email inválido',
  clientEmailInvalidDescription: 'Por favor, insira um email válido.',
  clientUpdated: 'Cliente atualizado',
  clientMissing: 'Cliente não encontrado',
  noClientsYet: 'Nenhum cliente cadastrado ainda',
  refreshed: 'Atualizado',
  userRequired: 'Preencha todos os campos obrigatórios antes de salvar.',
  userPasswordMissing: 'Gere uma senha temporária para o usuário.',
  userPasswordFormat: 'A senha temporária deve ter 8 caracteres, com letras e números.',
  userCreated: 'Usuário criado com sucesso!',
  planRequired: 'Nome e preço são obrigatórios.',
  planPriceInvalid: 'Informe um preço válido (mínimo 0).',
  planBaseUsersInvalid: 'Usuários incluídos: no mínimo 1.',
  planAdditionalPriceInvalid: 'Preço por usuário adicional: no mínimo 0.',
  planTrialDaysInvalid: 'Dias de teste: no mínimo 0.',
  planPriceTooLarge: `Preço: no máximo ${formatMoney(PLAN_PRICE_MAX_CENTS)}.`,
  planAdditionalPriceTooLarge: `Preço por usuário adicional: no máximo ${formatMoney(PLAN_PRICE_MAX_CENTS)}.`,
  planBaseUsersTooLarge: `Usuários incluídos: no máximo ${count(USERS_MAX)}.`,
  planTrialDaysTooLarge: `Dias de teste: no máximo ${count(TRIAL_DAYS_MAX)}.`,
  planFeaturesTooMany: `Recursos: no máximo ${count(PLAN_FEATURES_MAX)} linhas.`,
  planFeatureTooLong: `Cada recurso: no máximo ${count(TEXT.featureLine)} caracteres.`,
  clientTrialPeriodInvalid: `Dias de teste: entre 0 e ${count(TRIAL_DAYS_MAX)}.`,
  clientAdditionalUsersInvalid: `Usuários adicionais: entre 0 e ${count(USERS_MAX)}.`,
  displayOrderInvalid: `Ordem de exibição: entre ${count(-DISPLAY_ORDER_MAX)} e ${count(DISPLAY_ORDER_MAX)}.`,
  planCreated: 'Novo plano criado com sucesso!',
  planUpdated: 'Plano atualizado com sucesso!',
  fieldOptionCreateFailed: 'Erro ao criar opção de campo.',
  fieldOptionUpdateFailed: 'Erro ao atualizar opção de campo.',
  fieldOptionRemoveFailed: 'Erro ao remover opção de campo.',
  fieldOptionCreated: 'Opção criada',
  fieldOptionUpdated: 'Opção atualizada',
  fieldOptionRemoved: 'Opção removida',
  fieldOptionRemoveConfirm: 'Tem certeza que deseja remover esta opção?',
  fieldOptionDuplicate: 'Já existe uma opção com este valor neste campo.',
  fieldOptionIncomplete: 'Campo, valor e rótulo são obrigatórios.',
  settingsSaved: 'Configurações salvas',
  notificationsUpdated: 'Notificações atualizadas',
  securityUpdated: 'Segurança atualizada',
} as const;

// User management (admin users screens, the agency's own users, first sign-in password).
export const userMessages = {
  emailTaken: 'Já existe um usuário com este email.',
  seatLimitReached: (used: number, total: number) =>
    `Limite de usuários do plano atingido (${used} de ${total}). Aumente os usuários adicionais do plano para cadastrar mais.`,
  agencyMissing: 'Cliente não encontrado',
  userMissing: 'Usuário não encontrado.',
  deactivated: authErrorMessages.USER_DEACTIVATED!,
  passwordChangeRequired: 'Troque a senha temporária para continuar.',
  cannotDeactivateSelf: 'Você não pode desativar o próprio usuário.',
  lastDispatcher: 'A agência precisa de pelo menos um despachante ativo.',
  agencyRoleInvalid: 'Escolha Despachante ou Usuário.',
  dispatcherOnly: 'Somente despachantes gerenciam os usuários da agência.',
  invitationSent: 'Convite enviado',
  invitationSentDescription: 'O usuário receberá um email para definir a senha.',
  passwordResetSent: 'Email de redefinição enviado',
  userDeactivatedToast: 'Usuário desativado',
  userReactivatedToast: 'Usuário reativado',
  roleUpdated: 'Perfil atualizado',
  actionFailed: 'Não foi possível concluir a ação. Tente novamente.',
  currentPasswordRequired: 'Informe a senha atual',
  currentPasswordWrong: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChangedTitle: 'Senha alterada',
  passwordChangedDescription: 'Sua nova senha já está valendo.',
  mustChangePassword: 'Defina uma nova senha para continuar.',
} as const;

// Admin clients screens: what the spec does not word itself.
export const clientMessages = {
  cnpjTaken: 'Já existe um cliente com este CNPJ.',
  planUnknown: 'Plano não encontrado',
  adminNameRequired: 'Informe o nome do administrador do cliente.',
  adminEmailRequired: 'Informe o email do administrador do cliente.',
  clientUpdateFailed: 'Erro ao atualizar cliente. Tente novamente.',
} as const;

// The client's activity trail (detail screen, Atividade): what changed, never a bare "atualizado".
export const clientHistoryMessages = {
  fieldLabels: {
    name: 'Nome',
    email: 'Email',
    cnpj: 'CNPJ',
    phone: 'Telefone',
    address: 'Endereço',
    city: 'Cidade',
    state: 'UF',
    zipCode: 'CEP',
    additionalUsers: 'Usuários adicionais',
  },
  clientUpdated: (name: string, fields: readonly string[]) => `Dados do cliente ${name} atualizados: ${fields.join(', ')}`,
  planChanged: (from: string, to: string) => `plano ${from} → ${to}`,
  statusChanged: (from: string, to: string) => `status ${from} → ${to}`,
  nothingChanged: 'plano e status mantidos',
  subscriptionChanged: (type: string, changes: readonly string[], reason: string) =>
    `Assinatura alterada (${type}): ${changes.join('; ')}${reason ? `. Motivo: ${reason}` : ''}`,
} as const;
