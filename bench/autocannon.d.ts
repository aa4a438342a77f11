// autocannon ships no types; bench/api-load.ts uses this much of its API.
declare module 'autocannon' {
  type Request = { path?: string; headers?: Record<string, string>; [key: string]: unknown };
  type Options = {
    url: string;
    connections: number;
    duration?: number;
    amount?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  export default function autocannon(options: Options): Promise<unknown>;
}
