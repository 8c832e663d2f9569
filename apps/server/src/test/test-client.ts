import { randomUUID } from 'node:crypto';
import type { App } from '../app.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/**
 * Talks to the app like a browser tab would: keeps cookies between requests and sends the page's Origin on every
 * request (better-auth checks it on cookie-carrying POSTs). Requests go through `app.request()`, no socket.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly defaults: { headers?: Record<string, string> } = {},
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(this.defaults.headers);
    headers.set('Origin', TEST_PUBLIC_URL);
    // As the web client does: every state-changing request is its own intent unless the test repeats a key.
    if (init.method && init.method !== 'GET') headers.set('Idempotency-Key', randomUUID());
    new Headers(init.headers).forEach((value, key) => headers.set(key, value));
    if (this.cookies.size > 0 && !headers.has('Cookie')) {
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const url = path.startsWith('http') ? path : `${TEST_PUBLIC_URL}${path}`;
    const response = await this.app.request(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request(path, { headers });
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  put(path: string, body: unknown) {
    return this.request(path, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  delete(path: string) {
    return this.request(path, { method: 'DELETE' });
  }

  get sessionToken(): string | undefined {
    return this.cookies.get('swapyard.session_token');
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
