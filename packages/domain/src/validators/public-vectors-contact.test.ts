import { describe, expect, it } from 'vitest';
import { isCep } from './cep.ts';
import { isPhone, normalizePhone } from './phone.ts';
import { isPlate } from './plate.ts';
import { checkSources, type Source } from './public-vectors-support.ts';

// Phones, CEPs and plates from the public libraries' tests, copied as data and cited (documents:
// public-vectors.test.ts).

const VALIDATION_BR_PHONE = 'klawdyo/validation-br@09526f560131cc918a9464529e24f4078e2b0c9b test/phone.test.ts';
const BRUTILS = 'brazilian-utils/brutils-python@eb05e9eefe318620839930fa99e279a342ce4b90';
const BR_UTILS_JS = 'brazilian-utils/brazilian-utils@a511609df081bef8c8390d39bd10f1017bbc7526';

// brazilian-utils' VALID_AREA_CODES (src/common/states.ts): every DDD Anatel assigned.
const AREA_CODES = [
  68, 82, 96, 92, 97, 71, 73, 74, 75, 77, 85, 88, 61, 27, 28, 62, 64, 98, 99, 31, 32, 33, 34, 35, 37, 38, 65, 66, 67, 91, 93, 94, 83, 81, 87, 86, 89, 41, 42,
  43, 44, 45, 46, 21, 22, 24, 84, 69, 51, 53, 54, 55, 95, 47, 48, 49, 79, 11, 12, 13, 14, 15, 16, 17, 18, 19, 63,
];

const validationBrMobiles = ['+5584999873456', '+55 84 9 9987 3456', '+55 (84) 9 9987-3456', '+55 (84) 99987-3456', '84 99987-3456'];
const validationBrLandlines = ['+558433311454', '84 3331-1454', '84 3331 1454', '(84) 3331 1454', '84-3331-1454'];

const sources: Source[] = [
  {
    name: 'phone',
    cite: VALIDATION_BR_PHONE,
    check: isPhone,
    vectors: [
      ...validationBrMobiles.map((v) => [v, true] as const),
      ...validationBrLandlines.map((v) => [v, true] as const),
      ['12', false],
      ['1234567890000', false],
      ['00999870222', false],
    ],
  },
  {
    name: 'phone',
    cite: `${BRUTILS} tests/phone/test_is_valid.py`,
    check: isPhone,
    vectors: [
      ['1928814933', true],
      ['1938814933', true],
      ['1948814933', true],
      ['1958814933', true],
      ['3333333333', true],
      ['99999999999', true],
      ['11994029275', true],
      ['(19)388149', false],
      ['', false],
      ['193881', false],
      ['0938814933', false],
      ['1038814933', false],
      ['1998814933', false],
      ['119940', false],
      ['01994029275', false],
      ['90994029275', false],
      ['11594029275', false],
    ],
  },
  {
    name: 'phone',
    cite: `${BR_UTILS_JS} src/utilities/phone/index.test.ts`,
    check: isPhone,
    vectors: [
      ...AREA_CODES.map((code) => [`(${code}) 9 0000-0000`, true] as const),
      ['(11) 9 0000-0000', true],
      ['(11) 3000-0000', true],
      ['11900000000', true],
      ['1130000000', true],
      ['', false],
      ['(00) 3 0000-0000', false],
      ['(11) 9000-0000', false],
      ['(11) 3 0000-0000', false],
      ['11', false],
      ['11300000001130000000', false],
    ],
  },
  {
    name: 'CEP',
    cite: `${BRUTILS} tests/test_cep.py`,
    check: isCep,
    vectors: [
      ['99999999', true],
      ['88390000', true],
      ['1', false],
      ['1234567-', false],
    ],
  },
  {
    name: 'CEP',
    cite: `${BR_UTILS_JS} src/utilities/cep/index.test.ts`,
    check: isCep,
    vectors: [
      ['92500000', true],
      ['92500-000', true],
      ['', false],
      ['123456789', false],
    ],
  },
  {
    name: 'plate',
    cite: `${BRUTILS} tests/license_plate/test_is_valid.py`,
    check: isPlate,
    vectors: [
      ['ABC1234', true],
      ['abc1234', true],
      [' ABC1234    ', true],
      ['ABC4E67', true],
      ['ABC-1234', false, 'an old plate is written with its hyphen (ABC-1234); the hyphen is punctuation, as in a CPF'],
      ['A1CA23W', false],
      ['abcd123', false],
      ['123456', false],
      ['11994029275', false],
      ['ABCDEFG', false],
      ['1234567', false],
      ['ABCD567', false],
      ['ABC45F7', false],
      ['ABC456G', false],
      ['ABC123', false],
      ['', false],
    ],
  },
  {
    name: 'plate',
    cite: `${BR_UTILS_JS} src/utilities/licensePlate/index.test.ts`,
    check: isPlate,
    vectors: [
      ['abc1234', true],
      ['ABC1234', true],
      ['abc-1234', true],
      ['ABC-1234', true],
      ['abc1d23', true],
      ['ABC1D23', true],
      ['', false],
      ['abc12345', false],
      ['5abc1234', false],
      ['abcd1234', false],
      ['abcd234', false],
    ],
  },
];

checkSources(sources);

describe('phones are stored as their national number', () => {
  // validation-br keeps '+55' + DDD + number for all of its vectors; we keep DDD + number.
  it.each([...validationBrMobiles.map((v) => [v, '84999873456']), ...validationBrLandlines.map((v) => [v, '8433311454'])])(
    '%s (validation-br) → %s',
    (typed, national) => expect(normalizePhone(typed)).toBe(national),
  );

  // brutils-python's remove_international_dialing_code (tests/phone/test_phone.py): the country
  // code goes, a DDD 55 in front of a national-length number stays. It keeps the '+'; we drop it.
  it.each([
    ['5521994029275', '21994029275'],
    ['+5521994029275', '21994029275'],
    ['+5555994029275', '55994029275'],
    ['5511994029275', '11994029275'],
    ['55994024478', '55994024478'],
    ['21994029275', '21994029275'],
  ])('%s (brutils-python) → %s', (typed, national) => expect(normalizePhone(typed)).toBe(national));
});
