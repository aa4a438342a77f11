import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { SESSION_SCRIPT_ID } from '@despacha/domain/server-render';

/** The session a server-rendered page came with, or undefined (a plain page: the app asks /api/me). */
export function takeServerSession(doc: Document): MeResponse | undefined {
  const element = doc.getElementById(SESSION_SCRIPT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as MeResponse;
  } catch {
    return undefined;
  }
}
