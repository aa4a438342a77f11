import type { ActorName, World } from './route-matrix-world.ts';

// One entry of the route matrix (route-matrix.ts): who may call a route and how to call it.

/**
 * public: anyone, signed in or not. signed-in: any signed-in user (admins included). self: the
 * caller's own account. agency: members of an agency, on its own rows (another agency's row is
 * 404; an admin, who has no agency, 403). dispatcher: as agency, but an agency's staff get 403.
 * admin: platform administrators only.
 */
export type Access = 'public' | 'signed-in' | 'self' | 'agency' | 'dispatcher' | 'admin';
/** A status, or any 2xx. */
export type Expected = number | '2xx';

export type Probe = {
  access: Access;
  /** Values of the route's :params and `*`. */
  params?: (w: World) => Record<string, string> | Promise<Record<string, string>>;
  query?: (w: World) => string;
  /** Enough for validation to pass, so a refusal is authorization's. */
  body?: (w: World, actor: ActorName) => unknown;
  headers?: Record<string, string>;
  /** Where the code answers otherwise than the class, with the reason beside it. */
  except?: Partial<Record<ActorName, Expected>>;
  /** 1: deletes rows; 2: ends or renews the caller's sessions. Later stages run after earlier ones. */
  stage?: 1 | 2;
};
