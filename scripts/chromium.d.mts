export const chromiumPath: string;
export const installCommand: string;
export function ensureChromium(options?: {
  path?: string;
  executable?: (file: string) => boolean;
  isRoot?: boolean;
  hasApt?: boolean;
  apt?: (args: string[]) => boolean;
  log?: (line: string) => void;
}): number;
