import { registryStrings as s } from '../strings.ts';

/** Marks a service in exigência: DETRAN is waiting for something from the agency. */
export const RequirementBadge = () => (
  <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">{s.inRequirement}</span>
);
