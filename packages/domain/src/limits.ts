// The largest value each kind of field takes, in one place: the contracts refuse more (server and
// form alike) and the web inputs take their maxLength from `fieldMaxLength`. No zod here: the
// validators and every page import it.

/** Free text, in characters (Unicode code points, as zod counts them). */
export const TEXT = {
  /** A person's, user's, agency's or plan's name. */
  name: 120,
  /** A name that may be a company's razão social (Receita Federal allows 150). */
  legalName: 150,
  /** RFC 5321: the longest address a mail server accepts. */
  email: 254,
  /** better-auth's own ceiling for a password. */
  password: 128,
  /** A street line or a delivery address. */
  address: 200,
  addressNumber: 20,
  complement: 100,
  /** City, district, birthplace. */
  place: 100,
  /** A label-sized value: a select's choice, an option, a vehicle attribute, a service name. */
  label: 120,
  /** Short codes typed as free text: identity document, issuing body, police report number. */
  short: 30,
  /** Nationality, marital status. */
  word: 60,
  /** Observations, notes, reasons, descriptions. */
  note: 2000,
  /** One line of a plan's feature list. */
  featureLine: 300,
  /** Search boxes and list filters. */
  search: 100,
  /** A record id (uuid) or a plan id ('basico'). */
  id: 64,
  /** A phone extension. */
  extension: 10,
  /** A token carried in a link's URL (the sign-in unlock link issues 43 characters; decision 052). */
  token: 100,
} as const;

/**
 * Codes checked by a validator (documents, plates, dates, money as typed): at most twice their
 * significant characters, so any punctuation fits, and the validator never reads a long string.
 * A year and a time take no punctuation of their own: exactly their format.
 */
const code = (significant: number) => significant * 2;
export const CODE = {
  cpf: code(11),
  cnpj: code(14),
  cpfCnpj: code(14),
  cep: code(8),
  phone: code(11),
  plate: code(7),
  renavam: code(11),
  chassis: code(17),
  cnh: code(11),
  date: code(8),
  year: 4,
  uf: code(2),
  time: 5,
  /** R$ 10.000.000,00 has 10 digits; more is refused by the amount anyway. */
  money: code(12),
} as const;

/** Plans (platform): price and seats, far below the int4 columns. */
export const PLAN_PRICE_MAX_CENTS = 100_000_000; // R$ 1.000.000,00
/** One amount of a service or a sale (int4 centavos columns hold up to R$ 21.474.836,47). */
export const MONEY_MAX_CENTS = 1_000_000_000; // R$ 10.000.000,00
export const USERS_MAX = 10_000;
export const TRIAL_DAYS_MAX = 365;
export const DISPLAY_ORDER_MAX = 100_000;
export const PAGE_MAX = 100_000;
export const PLAN_FEATURES_MAX = 50;
/** The plan form's feature text: every line, with its line break. */
export const PLAN_FEATURES_TEXT_MAX = PLAN_FEATURES_MAX * (TEXT.featureLine + 1);

/** Digits a whole number up to `max` takes when typed into a text input. */
export const digitsOf = (max: number) => String(max).length;
