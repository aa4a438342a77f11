import { describe, expect, it } from 'vitest';
import { cnhCheckDigitsMatch, isCnhFormat } from './cnh.ts';
import { isCnpj } from './cnpj.ts';
import { isCpf } from './cpf.ts';
import { checkSources, type Source } from './public-vectors-support.ts';
import { isRenavam, normalizeRenavam } from './renavam.ts';

// Test vectors of public Brazilian validation libraries, copied as data (never their code), each
// source cited by repository, commit and path. Phones, CEPs and plates: public-vectors-contact.

const VALIDATION_BR = 'klawdyo/validation-br@4781939e7de6ce84fa270828525c66ae1a4b2c9f';
const BRUTILS = 'brazilian-utils/brutils-python@eb05e9eefe318620839930fa99e279a342ce4b90';
const BR_UTILS_JS = 'brazilian-utils/brazilian-utils@a511609df081bef8c8390d39bd10f1017bbc7526';
const CPF_CNPJ_VALIDATOR = 'carvalhoviniciusluiz/cpf-cnpj-validator@8bb0e03c028b50596fbb4862c7a6309d3fbe359a';

const repeated = (length: number) => Array.from({ length: 10 }, (_, d) => String(d).repeat(length));

const SHORT_CPF =
  'the library takes a JS number, which has lost its leading zero, and pads it; our field is text typed into the 000.000.000-00 mask, where a short CPF is a digit missing anywhere';
const LOOSE_SYMBOLS = "the library's default (loose) mode strips any character; we refuse '$', '[' or '#' in a document, which means something else was pasted";

const sources: Source[] = [
  {
    name: 'CPF',
    cite: `${VALIDATION_BR} test/cpf.test.ts`,
    check: isCpf,
    vectors: [
      ['133.782.710-00', true],
      ['400.448.260-79', true],
      ['74172316085', true],
      ['15886489070', true],
      ['90889477086', true],
      ['8796742020', true, SHORT_CPF],
      ['287.967.420-20', false],
      ['333.782.710-00', false],
      ['200.448.260-79', false],
      ['24172316085', false],
      ['25886489070', false],
      ['20889477086', false],
      ['11111111111', false],
      ['24172316085000000', false],
      ['25886489070999999', false],
      ['20889477086888888', false],
      ['11111111111777777', false],
      ['', false],
    ],
  },
  {
    name: 'CPF',
    cite: `${BRUTILS} tests/test_cpf.py`,
    check: isCpf,
    vectors: [
      ['52513127765', true],
      ['52599927765', true],
      ['11144477735', true],
      ['11111111200', true],
      ['00000000000', false],
      ['1', false],
      ['1112223334-', false],
      ['11111111111', false],
      ['11111111215', false],
      ['11144477705', false],
      ['11111111204', false],
      ['11144477732', false],
      ['0000000000a', false],
    ],
  },
  {
    name: 'CPF',
    cite: `${BR_UTILS_JS} src/utilities/cpf/index.test.ts`,
    check: isCpf,
    vectors: [
      ['40364478829', true],
      ['962.718.458-60', true],
      ...repeated(11).map((v) => [v, false] as const),
      ['', false],
      ['123456', false],
      ['abcabcabcde', false],
      ['11257245286', false],
      ['foo391.838.38test0-66', false],
    ],
  },
  {
    name: 'CPF',
    cite: `${CPF_CNPJ_VALIDATOR} test/cpf.test.ts`,
    check: isCpf,
    vectors: [
      ...repeated(11).map((v) => [v, false] as const),
      [
        '12345678909',
        false,
        'its check digits add up and the Receita Federal publishes no list of reserved numbers besides the all-equal ones, so a real holder is never refused',
      ],
      ['295.379.955-93', true],
      ['29537995593', true],
      ['295......379.955-93', true],
      ['295$379\n955...93', true, LOOSE_SYMBOLS],
      ['29537995592', false],
      ['29537995594', false],
      ['1', false],
      ['2953799559', false],
      ['295379955930', false],
      ['', false],
    ],
  },
  {
    name: 'CNPJ',
    cite: `${VALIDATION_BR} test/cnpj.test.ts`,
    check: isCnpj,
    vectors: [
      ['11.222.333/0001-81', true],
      ['73.797.980/0001-79', true],
      ['06.946.762/0001-61', true],
      ['96.051.576/0001-57', true],
      ['55.585.709/0001-98', true],
      ['99360938000180', true],
      ['23693443000100', true],
      ['32432147000147', true],
      ['91951438000100', true],
      ['53.797.980/0001-79', false],
      ['36.946.762/0001-61', false],
      ['26.051.576/0001-57', false],
      ['85.585.709/0001-98', false],
      ['39360938000180', false],
      ['93693443000100', false],
      ['12432147000147', false],
      ['61951438000100', false],
      ['11111111111111', false],
    ],
  },
  {
    name: 'CNPJ',
    cite: `${BRUTILS} tests/test_cnpj.py`,
    check: isCnpj,
    vectors: [
      ['34665388000161', true],
      ['01838723000127', true],
      ['52599927000100', false],
      ['00000000000', false],
      ['1', false],
      ['1112223334445-', false],
      ['11111111111111', false],
      ['1111111111315', false],
      ['1111111111115', false],
      ['11111111121205', false],
      ['11111111113105', false],
    ],
  },
  {
    name: 'CNPJ',
    cite: `${BR_UTILS_JS} src/utilities/cnpj/index.test.ts`,
    check: isCnpj,
    vectors: [
      ['13723705000189', true],
      ['60.391.947/0001-00', true],
      ['', false],
      ['12312312312', false],
      ['ababcabcabcdab', false],
      ['6ad0.t391.9asd47/0ad001-00', false],
      ['11257245286531', false],
    ],
  },
  {
    name: 'CNPJ (numeric and alphanumeric)',
    cite: `${CPF_CNPJ_VALIDATOR} test/cnpj.test.ts`,
    check: isCnpj,
    vectors: [
      ...repeated(14).map((v) => [v, false] as const),
      ['54.550.752/0001-55', true],
      ['54550752000155', true],
      ['54550[752#0001..$55', true, LOOSE_SYMBOLS],
      ['12ABC34501DE35', true],
      ['12.ABC.345/01DE-35', true],
      ['AA345678000114', true],
      ['AA345678000A29', true],
      ['12345678000A08', true],
      ['12abc34501de35', true],
      ['12.abc.345/01de-35', true],
      ['', false],
    ],
  },
  {
    name: 'CNH check digits',
    cite: `${VALIDATION_BR} test/cnh.test.ts`,
    check: cnhCheckDigitsMatch,
    vectors: [
      ['50195131143', true],
      ['58316794534', true],
      ['50195471165', true],
      ['69044271146', true],
      ['46190906839', true],
      ['624729276-37', true],
      ['50195471143', false],
      ['58316474534', false],
      ['69044471146', false],
      ['33333333333', false],
      ['88888888888', false],
      ['', false],
    ],
  },
  {
    name: 'CNH format (the rule a form applies)',
    cite: `${VALIDATION_BR} test/cnh.test.ts`,
    check: isCnhFormat,
    vectors: [
      ['50195131143', true],
      ['624729276-37', true],
      ['50195471143', false, 'a check-digit mismatch only warns (cnhCheckWarning): the form keeps a number the user may have right'],
      ['58316474534', false, 'a check-digit mismatch only warns (cnhCheckWarning)'],
      ['33333333333', false],
      ['88888888888', false],
      ['', false],
    ],
  },
  {
    name: 'RENAVAM',
    cite: `${VALIDATION_BR} test/renavam.test.ts`,
    check: isRenavam,
    vectors: [
      ['1952519770-3', true],
      ['3394038959-9', true],
      ['3607626105', true],
      ['64090416160', true],
      ['80499688374', true],
      ['40650543741', true],
      ['19525227703', false],
      ['33940229599', false],
      ['03607226105', false],
      ['64090226160', false],
      ['80499228374', false],
      ['', false],
    ],
  },
];

checkSources(sources);

describe('RENAVAM normalization', () => {
  // validation-br's normalize and mask vectors (test/renavam.test.ts): the zero-padded 11 digits,
  // whether 1 or 2 leading zeros were lost.
  it.each([
    ['1952519770-3', '19525197703'],
    ['0952519770-3', '09525197703'],
    ['0052519770-3', '00525197703'],
    ['9525197703', '09525197703'],
    ['525197703', '00525197703'],
  ])('stores %s as %s', (typed, stored) => expect(normalizeRenavam(typed)).toBe(stored));
});
