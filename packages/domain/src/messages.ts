// pt-BR texts shared by the server and the web app. Texts quoted by the spec are exact.
import { MONEY_MAX_CENTS } from './limits.ts';
import { OLD_CHASSIS_LAST_YEAR } from './validators/chassis.ts';
import { formatMoney } from './validators/money.ts';

export const PRODUCT_NAME = 'Despacha';

export const authMessages = {
  loginFailedTitle: 'Erro no login',
  loginFailedDefault: 'Erro ao fazer login. Verifique suas credenciais.',
  loginSuccessTitle: 'Login realizado com sucesso!',
  loginSuccessDescription: `Bem-vindo ao ${PRODUCT_NAME}`,
  loginSuccessAdminSuffix: ' - Acesso Administrativo',
  unexpectedTitle: 'Erro inesperado',
  unexpectedLogin: 'Ocorreu um erro durante o login. Tente novamente.',
  logoutTitle: 'Logout realizado',
  logoutDescription: 'Você foi desconectado com sucesso.',
  logoutFailedTitle: 'Erro no logout',
  logoutFailedDescription: 'Ocorreu um erro ao fazer logout.',
  signupFailedTitle: 'Erro no cadastro',
  signupFailedDefault: 'Erro ao criar conta. Tente novamente.',
  signupSuccessTitle: 'Cadastro realizado com sucesso!',
  signupSuccessDescription: 'Verifique seu email para confirmar a conta.',
  unexpectedSignup: 'Ocorreu um erro durante o cadastro. Tente novamente.',
  nameRequired: 'Nome é obrigatório',
  emailRequired: 'Email é obrigatório',
  passwordRequired: 'Senha é obrigatória',
  passwordMin: 'A senha deve ter pelo menos 6 caracteres',
  passwordConfirmMismatch: 'As senhas não conferem',
  forgotSentTitle: 'Email enviado',
  forgotSentDescription: 'Se o email estiver cadastrado, você receberá um link para redefinir a senha.',
  resetDoneTitle: 'Senha redefinida',
  resetDoneDescription: 'Sua senha foi alterada. Faça login com a nova senha.',
  resetFailedTitle: 'Erro ao redefinir senha',
  resetTokenMissing: 'Link de redefinição inválido ou expirado. Solicite um novo.',
} as const;

export const commonMessages = {
  unauthenticated: 'Sessão expirada ou ausente. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  notFound: 'Registro não encontrado.',
  invalidData: 'Dados inválidos. Verifique os campos destacados.',
  internal: 'Erro interno do servidor. Tente novamente em instantes.',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  forbiddenOrigin: 'Origem da requisição não permitida.',
  unknownHost: 'Este servidor não atende pelo endereço usado. Acesse pelo endereço oficial do sistema.',
  // GET /api/ready (modules/health): what a load balancer reads before sending this instance traffic.
  shuttingDown: 'Este servidor está sendo desligado e não recebe novas requisições. Tente novamente em instantes.',
  databaseUnavailable: 'O banco de dados não respondeu. Tente novamente em instantes.',
  underDevelopment: 'Em desenvolvimento...',
  pageNotFound: 'Oops! Page not found',
  returnHome: 'Return to Home',
  // Beside the spec's English words, the same in pt-BR for the people who use it (issue 34).
  pageNotFoundPtBr: 'Página não encontrada',
  pageNotFoundHint: 'Confira o endereço digitado ou volte para a página inicial pelo link abaixo.',
  routerFallback: 'Unexpected Application Error!',
} as const;

/** Format checks the spec does not name (spec messages stay with their fields). */
export const formatMessages = {
  cpfInvalid: 'CPF inválido',
  cnpjInvalid: 'CNPJ inválido',
  cpfCnpjInvalid: 'CPF/CNPJ inválido',
  renavamInvalid: 'RENAVAM inválido',
  plateInvalid: 'Placa inválida',
  chassisInvalid: 'Chassi inválido: 17 caracteres, sem as letras I, O e Q',
  /** A pre-VIN chassis (5 to 21 characters) without a manufacturing year that allows it. */
  chassisOldFormat: `Chassi fora do padrão de 17 caracteres: aceito só em veículo fabricado até ${OLD_CHASSIS_LAST_YEAR} (informe o ano de fabricação)`,
  cepInvalid: 'CEP inválido',
  ufInvalid: 'UF inválida',
  phoneInvalid: 'Telefone inválido',
  cnhInvalid: 'CNH deve ter 11 dígitos',
  cnhRepeated: 'CNH inválida: um só dígito repetido',
  cnhCheckWarning: 'Confira o número da CNH: os dígitos verificadores não conferem',
  emailInvalid: 'Email inválido',
  dateInvalid: 'Data inválida (use dd/mm/aaaa)',
  moneyInvalid: 'Valor inválido',
  moneyTooLarge: `Valor máximo: ${formatMoney(MONEY_MAX_CENTS)}`,
  yearInvalid: 'Ano inválido',
  /** Every text field past its limit (limits.ts). */
  tooLong: (max: number) => `Máximo de ${max.toLocaleString('pt-BR')} caracteres`,
  pageInvalid: 'Página inválida',
  sortInvalid: 'Ordenação inválida',
} as const;

// better-auth answers with English messages and stable codes; users read these instead.
export const authErrorMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha inválidos.',
  INVALID_PASSWORD: 'Senha inválida.',
  INVALID_EMAIL: formatMessages.emailInvalid,
  EMAIL_NOT_VERIFIED: 'Email não confirmado. Enviamos um novo link de confirmação para sua caixa de entrada.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres',
  PASSWORD_TOO_LONG: 'A senha é longa demais.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este email.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este email.',
  INVALID_TOKEN: 'Link inválido ou expirado. Solicite um novo.',
  TOKEN_EXPIRED: 'Link expirado. Solicite um novo.',
  USER_NOT_FOUND: 'Usuário não encontrado.',
  USER_DEACTIVATED: 'Usuário desativado. Procure o administrador da sua agência.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta. Tente novamente.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível iniciar a sessão. Tente novamente.',
  SESSION_EXPIRED: 'Sessão expirada. Faça login novamente.',
  EMAIL_ALREADY_VERIFIED: 'Este email já foi confirmado.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origem da requisição não permitida.',
  INVALID_CALLBACK_URL: 'Endereço de retorno inválido.',
  INVALID_REDIRECT_URL: 'Endereço de retorno inválido.',
  VALIDATION_ERROR: 'Dados inválidos. Verifique os campos.',
  MISSING_FIELD: 'Preencha todos os campos obrigatórios.',
  TOO_MANY_REQUESTS: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  // Two-factor (decision 033).
  INVALID_CODE: 'Código inválido.',
  INVALID_BACKUP_CODE: 'Código de recuperação inválido ou já usado.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativa.',
  TOTP_NOT_ENABLED: 'A verificação em duas etapas não está ativa.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativa.',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre novamente com email e senha.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Muitas tentativas. Entre novamente com email e senha.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Muitas tentativas com códigos inválidos. Tente novamente mais tarde.',
};

const inMinutes = (minutes: number) => (minutes === 1 ? '1 minuto' : `${minutes} minutos`);

/** Too many wrong passwords; the same words whether or not the account exists. */
export const lockoutMessages = {
  /** This address, on this account (decision 052). */
  signIn: (minutes: number) => `Muitas tentativas de acesso. Tente novamente em ${inMinutes(minutes)}.`,
  /** Every browser that never signed in to this account, while it is under attack from many addresses. */
  slowed: (minutes: number) =>
    `Muitas tentativas de acesso a esta conta. Tente novamente em ${inMinutes(minutes)}. Se a conta for sua, enviamos um link para o seu email: abra-o neste navegador para entrar sem esperar.`,
  currentPassword: (minutes: number) => `Muitas tentativas com a senha atual. Tente novamente em ${inMinutes(minutes)}.`,
};

/** The e-mailed link that lets the owner's browser past the slowdown (decision 052). */
export const unlockMessages = {
  invalidLink: 'Link de liberação inválido, já usado ou expirado. Tente entrar de novo: se a conta continuar protegida, enviaremos um novo link.',
};

/** Input refused before any contract reads it (the server's input guard) and the server's fallbacks. */
export const inputMessages = {
  nulCharacter: 'O texto contém um caractere não permitido (NUL).',
  brokenText: 'O texto contém caracteres inválidos.',
  invalidEncoding: 'O conteúdo enviado não está em UTF-8 válido.',
  invalidJson: 'O conteúdo enviado não é um JSON válido.',
  tooDeep: 'Os dados enviados têm níveis demais de aninhamento.',
  tooLarge: 'O conteúdo enviado é grande demais.',
  unsupportedType: 'Formato de conteúdo não suportado.',
  invalidAddress: 'Endereço inválido.',
  /** A value the database refused (the contracts should have caught it first). */
  numberOutOfRange: 'Número fora do limite permitido.',
  textTooLong: 'Texto longo demais.',
  badFormat: 'Valor em formato inválido.',
  tooComplex: 'Os dados enviados são grandes ou complexos demais.',
  /** Checks a contract states without words of its own. */
  required: 'Campo obrigatório.',
  expectedText: 'Informe um texto.',
  expectedNumber: 'Informe um número.',
  expectedBoolean: 'Informe sim ou não.',
  expectedList: 'Informe uma lista.',
  expectedObject: 'Informe os dados do grupo.',
  invalidOption: 'Opção inválida.',
  unknownField: 'Campo não reconhecido.',
  tooBig: 'Valor acima do permitido.',
  tooSmall: 'Valor abaixo do permitido.',
  invalidValue: 'Valor inválido.',
  imageInvalid: 'Imagem inválida.',
  uploadInvalid: 'O envio do arquivo chegou incompleto ou malformado. Tente novamente.',
} as const;
