import type { Role } from '@despacha/domain/roles';

// Demo logins printed in the README. They exist only when DEMO_SEED is on.
export const DEMO_PASSWORD = 'demo1234';

export const demoAgency = {
  name: 'Despachante Demonstração Ltda',
  cnpj: '11222333000181',
  email: 'contato@demo.despacha.local',
  phone: '21987654321',
  address: 'Av. Presidente Vargas, 1000',
  city: 'Rio de Janeiro',
  state: 'RJ',
  zipCode: '20071002',
  planId: 'intermediario',
};

export const demoAccounts: { name: string; email: string; role: Role; inAgency: boolean }[] = [
  { name: 'Administrador da Plataforma', email: 'admin@despacha.local', role: 'admin', inAgency: false },
  { name: 'Gerente Demonstração', email: 'gerente@demo.despacha.local', role: 'dispatcher', inAgency: true },
  { name: 'Atendente Demonstração', email: 'atendente@demo.despacha.local', role: 'user', inAgency: true },
];
