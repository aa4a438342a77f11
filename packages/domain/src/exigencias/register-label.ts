// Alone so that Cadastro do Sistema's link to it does not bring the queue's whole message file into
// that route's JavaScript (decision 009).
export const registerExigenciaLabel = 'Registrar exigência';
