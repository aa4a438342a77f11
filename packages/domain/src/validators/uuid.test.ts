import { describe, expect, it } from 'vitest';
import { sendRemindersRequest } from '../licensing/reminders.ts';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes every id the uuid column takes, of any version, and nothing else', () => {
    expect(isUuid('61e75e20-7c1a-4d2e-a435-b57f664b0533')).toBe(true);
    // Version nibble "e", variant "1": a generated row's id (the five-year world), which z.uuid() refuses.
    expect(isUuid('eee0b91d-ffee-e690-1efd-d466c70da702')).toBe(true);
    expect(isUuid('EEE0B91D-FFEE-E690-1EFD-D466C70DA702')).toBe(true);
    for (const bad of [
      '',
      'eee0b91dffeee6901efdd466c70da702',
      'eee0b91d-ffee-e690-1efd-d466c70da70',
      'gee0b91d-ffee-e690-1efd-d466c70da702',
      ' eee0b91d-ffee-e690-1efd-d466c70da702',
    ])
      expect(isUuid(bad)).toBe(false);
  });

  it('is what the reminders’ vehicle ids are checked with', () => {
    const parsed = sendRemindersRequest.safeParse({ vehicleIds: ['eee0b91d-ffee-e690-1efd-d466c70da702'], honorarios: '100,00' });
    expect(parsed.success).toBe(true);
    expect(sendRemindersRequest.safeParse({ vehicleIds: ['não é um id'], honorarios: '100,00' }).success).toBe(false);
  });
});
