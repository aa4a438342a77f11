import { z } from 'zod';
import { commonMessages, inputMessages as m } from '@despacha/domain/messages';

/** What a wrong type is told, by the type the contract expected. */
const EXPECTED: Record<string, string> = {
  string: m.expectedText,
  number: m.expectedNumber,
  int: m.expectedNumber,
  bigint: m.expectedNumber,
  boolean: m.expectedBoolean,
  array: m.expectedList,
  tuple: m.expectedList,
  object: m.expectedObject,
  record: m.expectedObject,
};

/**
 * Words for the checks a contract states without a message of its own (a wrong type, an option
 * outside an enum, a key a strict object does not know): zod's defaults are English. Any
 * message the contract gives still wins (zod asks this map last).
 */
export const defaultMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      // A body of the wrong kind altogether (a string, a list) has no field to point at.
      if (!issue.path?.length) return commonMessages.invalidData;
      if (issue.input === undefined) return m.required;
      return EXPECTED[issue.expected] ?? m.invalidValue;
    case 'invalid_value':
    case 'invalid_union':
      return m.invalidOption;
    case 'unrecognized_keys':
      return m.unknownField;
    case 'too_big':
      return issue.origin === 'string' ? m.textTooLong : m.tooBig;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? m.required : m.tooSmall;
    default:
      return m.invalidValue;
  }
};

/** Installs defaultMessage for every zod schema in this process (the contracts' own words first). */
export const useDefaultMessages = () => z.config({ customError: defaultMessage });
