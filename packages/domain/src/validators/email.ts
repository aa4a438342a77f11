import { z } from 'zod';
import { TEXT } from '../limits.ts';

const email = z.email();
export const isEmail = (value: string) => value.length <= TEXT.email && email.safeParse(value.trim()).success;
