/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminMessages, clientMessages, userMessages } from '../admin-messages.ts';
import { agencyMessages } from '../agency-messages.ts';
import { fieldMaxLength } from '../field-max-length.ts';
import { authMessages, formatMessages as f } from '../messages.ts';
import { registryMessages } from './registry/messages.ts';
import { requestMessages } from './requests/messages.ts';
import { requestRecordMessages } from './requests/request-record.ts';
import { inputAt, leavesOf, maxLengthOf, rangeOf, type Leaf } from './schema-walk.ts';
import { MONEY_MAX_CENTS, PLAN_PRICE_MAX_CENTS, TRIAL_DAYS_MAX, USERS_MAX } from '../limits.ts';
import { fieldOptionRequest } from './admin.ts';
import { signupRequest } from './auth.ts';
import { updateFieldOptionRequest } from './field-options.ts';
import { createPlanRequest, planFormSchema } from './plans.ts';
import { serviceRequest } from './registry/service.ts';
import { saleIntentionRequest } from './requests/sale-intention.ts';

// Every input contract (whatever its file), found by name: a new contract, or a new field in one,
// without a limit fails here.
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./schema-walk.ts'], { eager: true });
const INPUT_NAME = /(Request|Query|Body|Form|Schema|Params?)$/;
const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

const contracts = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => INPUT_NAME.test(name) && isZod(value))
    .map(([name, schema]) => ({ name: `${file.slice(2)} ${name}`, schema: schema as z.ZodType, leaves: leavesOf(schema as z.ZodType) })),
);

/** A request form's `data` is checked, field by field, by that form's own contract (validateRequest). */
const CHECKED_ELSEWHERE = new Set(['requests/request-record.ts createRequestBody data.<value>', 'requests/request-record.ts requestPdfBody data.<value>']);

const catalogue = new Set(
  [f, authMessages, adminMessages, userMessages, clientMessages, agencyMessages, registryMessages, requestMessages, requestRecordMessages]
    .flatMap((messages) => Object.values(messages))
    .filter((message): message is string => typeof message === 'string'),
);

const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

type Parsed = { success: boolean; data?: unknown; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
const where = (leaf: Leaf) => leaf.path.join('.');
const messageAt = (result: Parsed, leaf: Leaf) => {
  const prefix = leaf.kind === 'recordKey' ? where(leaf).replace(/\.?<key>$/, '') : where(leaf);
  return result.error?.issues.find((i) => (leaf.kind === 'recordKey' ? i.path.join('.').startsWith(prefix) : i.path.join('.') === prefix))?.message;
};
/** The input with `value` in the leaf's place (a record's key is the value's key). */
const inputWith = (leaf: Leaf, value: string | number) =>
  leaf.kind === 'recordKey' ? inputAt(leaf.path.slice(0, -1), { [value]: '' }) : inputAt(leaf.path, value);

const texts = (leaves: Leaf[]) => leaves.filter((l) => l.kind === 'string' || l.kind === 'recordKey');

it('finds the contracts', () => {
  expect(contracts.length).toBeGreaterThan(40);
  expect(contracts.map((c) => c.name)).toEqual(
    expect.arrayContaining(['auth.ts signupRequest', 'plans.ts createPlanRequest', 'registry/owner.ts ownerRequest']),
  );
});

describe.each(contracts)('$name', ({ name, schema, leaves }) => {
  it('bounds every text, list and number within its column', () => {
    for (const leaf of leaves) {
      if (leaf.kind === 'unchecked') expect(CHECKED_ELSEWHERE, where(leaf)).toContain(`${name} ${where(leaf)}`);
      else if (leaf.kind === 'number') {
        const [min, max] = rangeOf(leaf);
        expect(min, where(leaf)).toBeGreaterThanOrEqual(INT4_MIN);
        expect(max, where(leaf)).toBeLessThanOrEqual(INT4_MAX);
      } else expect(maxLengthOf(leaf), where(leaf)).not.toBeNull();
    }
  });

  it("refuses a text one character too long with the field's pt-BR message", () => {
    for (const leaf of texts(leaves)) {
      const max = maxLengthOf(leaf)!;
      const message = messageAt(schema.safeParse(inputWith(leaf, 'x'.repeat(max + 1))), leaf);
      expect(message, where(leaf)).toBeDefined();
      if (message !== f.tooLong(max)) expect(catalogue, `${where(leaf)}: ${message}`).toContain(message);
    }
  });

  it('refuses 100,000 characters before any other work', () => {
    for (const leaf of texts(leaves)) {
      const input = inputWith(leaf, 'x'.repeat(100_000));
      // The best of three runs: the first one also pays for zod compiling the contract.
      const runs = [0, 1, 2].map(() => {
        const started = performance.now();
        const message = messageAt(schema.safeParse(input), leaf);
        expect(message, where(leaf)).toBeDefined();
        return performance.now() - started;
      });
      expect(Math.min(...runs), where(leaf)).toBeLessThan(10);
    }
  });

  it("refuses numbers beyond an int4 column with the field's pt-BR message", () => {
    for (const leaf of leaves.filter((l) => l.kind === 'number')) {
      for (const value of [2 ** 31, -(2 ** 31) - 1, 1e300]) {
        const result = schema.safeParse(inputWith(leaf, value));
        if (leaf.caught) {
          // `.catch()`: an out-of-range page reads as the first one; it never reaches a query.
          expect(JSON.stringify(result.data ?? null), where(leaf)).not.toContain(String(value));
          continue;
        }
        const message = messageAt(result, leaf);
        expect(message, `${where(leaf)} = ${value}`).toBeDefined();
        expect(catalogue, `${where(leaf)}: ${message}`).toContain(message);
      }
    }
  });

  it('gives each text field the maxLength its form input shows', () => {
    for (const leaf of leaves.filter((l) => l.kind === 'string' && typeof l.path.at(-1) === 'string')) {
      expect(fieldMaxLength.get(String(leaf.path.at(-1))), where(leaf)).toBe(maxLengthOf(leaf));
    }
  });
});

it('the form inputs table names only contract fields', () => {
  const named = new Set(contracts.flatMap((c) => c.leaves.filter((l) => l.kind === 'string').map((l) => String(l.path.at(-1)))));
  expect([...fieldMaxLength.keys()].filter((field) => !named.has(field))).toEqual([]);
});

it('says every limit in pt-BR with thousands separated', () => {
  expect(f.tooLong(120)).toBe('Máximo de 120 caracteres');
  expect(f.tooLong(2000)).toBe('Máximo de 2.000 caracteres');
  expect(f.moneyTooLarge).toBe('Valor máximo: R$ 10.000.000,00');
});

describe('the security review cases', () => {
  const messages = (result: Parsed) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('refuses a 5,000-character name at sign-up', () => {
    const result = signupRequest.safeParse({ name: 'A'.repeat(5000), email: 'ana@teste.com.br', password: 'segredo1' });
    expect(messages(result)).toEqual({ name: 'Máximo de 120 caracteres' });
  });

  it.each(['priceCents', 'baseUsers', 'additionalUserPriceCents', 'trialDays'] as const)('refuses a plan with %s at 2³¹', (field) => {
    const plan = { name: 'Ouro', priceCents: 19900, baseUsers: 2, additionalUserPriceCents: 0, trialDays: 30, [field]: 2 ** 31 };
    expect(Object.keys(messages(createPlanRequest.safeParse(plan)))).toEqual([field]);
  });

  it('takes a plan at its limits and says each limit', () => {
    const atLimit = {
      name: 'Ouro',
      priceCents: PLAN_PRICE_MAX_CENTS,
      baseUsers: USERS_MAX,
      additionalUserPriceCents: PLAN_PRICE_MAX_CENTS,
      trialDays: TRIAL_DAYS_MAX,
    };
    expect(createPlanRequest.safeParse(atLimit).success).toBe(true);
    const over = {
      name: 'Ouro',
      priceCents: PLAN_PRICE_MAX_CENTS + 1,
      baseUsers: USERS_MAX + 1,
      additionalUserPriceCents: PLAN_PRICE_MAX_CENTS + 1,
      trialDays: TRIAL_DAYS_MAX + 1,
    };
    expect(messages(createPlanRequest.safeParse(over))).toEqual({
      priceCents: 'Preço: no máximo R$ 1.000.000,00.',
      baseUsers: 'Usuários incluídos: no máximo 10.000.',
      additionalUserPriceCents: 'Preço por usuário adicional: no máximo R$ 1.000.000,00.',
      trialDays: 'Dias de teste: no máximo 365.',
    });
  });

  it('refuses R$ 999.999.999.999,99 typed in a plan, a service and a sale', () => {
    const typed = 'R$ 999.999.999.999,99';
    const plan = planFormSchema.safeParse({
      name: 'Ouro',
      price: typed,
      description: '',
      baseUsers: '',
      additionalUserPrice: typed,
      trialDays: '',
      features: '',
    });
    expect(messages(plan)).toEqual({
      price: 'Preço: no máximo R$ 1.000.000,00.',
      additionalUserPrice: 'Preço por usuário adicional: no máximo R$ 1.000.000,00.',
    });
    const service = serviceRequest.safeParse({
      vehicleId: 'v',
      ownerId: 'o',
      servico: 's',
      assinatura: 'a',
      posicao: 'emissao',
      origemServico: 'o',
      capaProcesso: 'c',
      valor: typed,
      honorarios: 99999999999999,
    });
    expect(messages(service)).toEqual({ valor: 'Valor máximo: R$ 10.000.000,00', honorarios: 'Valor máximo: R$ 10.000.000,00' });
    expect(messages(saleIntentionRequest.safeParse({ emailVendedor: 'a@b.com', emailComprador: 'c@d.com', valorVenda: typed }))).toEqual({
      valorVenda: 'Valor máximo: R$ 10.000.000,00',
    });
    expect(
      serviceRequest.parse({
        vehicleId: 'v',
        ownerId: 'o',
        servico: 's',
        assinatura: 'a',
        posicao: 'emissao',
        origemServico: 'o',
        capaProcesso: 'c',
        valor: 'R$ 10.000.000,00',
      }).valor,
    ).toBe(MONEY_MAX_CENTS);
  });

  it('refuses a field option ordered beyond ±100.000, and still reads garbage as 0', () => {
    const option = { fieldName: 'color', optionValue: 'rosa', optionLabel: 'Rosa' };
    expect(messages(fieldOptionRequest.safeParse({ ...option, displayOrder: '2147483648' }))).toEqual({
      displayOrder: 'Ordem de exibição: entre -100.000 e 100.000.',
    });
    expect(messages(updateFieldOptionRequest.safeParse({ displayOrder: 2 ** 31 }))).toEqual({ displayOrder: 'Ordem de exibição: entre -100.000 e 100.000.' });
    expect(fieldOptionRequest.parse({ ...option, displayOrder: 'abc' }).displayOrder).toBe(0);
  });
});
