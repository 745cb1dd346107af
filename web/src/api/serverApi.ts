/**
 * While the server renders a page (entry-server.tsx), the app's GET calls are answered by the
 * server's own services in-process, as a visitor without a session would get them: this is
 * where the server installs that answerer. In the browser it stays unset.
 */
export type ServerApi = (path: string) => Promise<{ status: number; body: unknown }>;

let serverApi: ServerApi | undefined;

export function setServerApi(api: ServerApi): void {
  serverApi = api;
}

export function getServerApi(): ServerApi | undefined {
  return serverApi;
}
