export interface ApiRequest {
  readonly token?: string;
  readonly tenant?: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** One API call as the client makes it: bearer token and `Tenant` header. */
export function callApi(baseUrl: string, path: string, request: ApiRequest = {}): Promise<Response> {
  const headers = new Headers(request.headers);
  if (request.token !== undefined) headers.set('authorization', `Bearer ${request.token}`);
  if (request.tenant !== undefined) headers.set('tenant', request.tenant);
  return fetch(`${baseUrl}${path}`, {
    method: request.method ?? 'GET',
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
  });
}

/** The status and parsed JSON body of an answer. */
export async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
