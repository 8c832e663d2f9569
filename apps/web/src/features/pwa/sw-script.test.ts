import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// public/sw.js is plain JavaScript served as is; here it runs in a VM context with fake caches, fetch and clients.
const source = readFileSync(fileURLToPath(new URL('../../../public/sw.js', import.meta.url)), 'utf8');
const ORIGIN = 'https://swapyard.test';

type FakeRequest = { url: string; method: string; mode: string };
const request = (path: string, init: Partial<FakeRequest> = {}): FakeRequest => ({
  url: new URL(path, ORIGIN).href,
  method: 'GET',
  mode: 'cors',
  ...init,
});
const keyOf = (r: string | FakeRequest) => (typeof r === 'string' ? new URL(r, ORIGIN).href : r.url);

class FakeCache {
  entries = new Map<string, Response>();
  constructor(private readonly fetcher: (r: string) => Promise<Response>) {}
  async match(r: string | FakeRequest) {
    return this.entries.get(keyOf(r))?.clone();
  }
  async put(r: string | FakeRequest, response: Response) {
    this.entries.set(keyOf(r), response);
  }
  async add(url: string) {
    const response = await this.fetcher(url);
    if (!response.ok) throw new TypeError('bad response');
    await this.put(url, response);
  }
  async addAll(urls: string[]) {
    for (const url of urls) await this.add(url);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(r: string | FakeRequest) {
    return this.entries.delete(keyOf(r));
  }
}

type Handler = (event: unknown) => void;

function loadWorker() {
  const handlers = new Map<string, Handler>();
  const fetch = vi.fn<(r: string | FakeRequest, init?: unknown) => Promise<Response>>();
  const stores = new Map<string, FakeCache>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new FakeCache((url) => fetch(url)));
    return stores.get(name)!;
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (r: string, options?: { cacheName?: string }) =>
      options?.cacheName ? stores.get(options.cacheName)?.match(r) : undefined,
  };
  const windows: Array<{
    focused: boolean;
    visibilityState: string;
    focus: () => Promise<void>;
    postMessage: ReturnType<typeof vi.fn>;
  }> = [];
  const clients = {
    claim: vi.fn(async () => undefined),
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  const self = {
    location: { origin: ORIGIN },
    clients,
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  vm.runInNewContext(source, { self, caches, fetch, URL, Response, Set, console });

  /** Dispatches a fetch event; the promise the worker responded with, or null when it left the request alone. */
  const dispatchFetch = (r: FakeRequest, extra: object = {}): Promise<Response> | null => {
    let responded: Promise<Response> | null = null;
    const background: Promise<unknown>[] = [];
    handlers.get('fetch')!({
      request: r,
      ...extra,
      respondWith: (p: Promise<Response>) => (responded = p),
      waitUntil: (p: Promise<unknown>) => background.push(p),
    });
    // The response, once the worker's background work (cache writes) is done too.
    return (
      responded &&
      (responded as Promise<Response>).then(async (response) => {
        await Promise.all(background);
        return response;
      })
    );
  };
  const dispatchExtendable = async (type: string, extra: object = {}) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...extra, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { fetch, stores, open, windows, clients, self, dispatchFetch, dispatchExtendable };
}

const html = (
  body = '<script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-def.css">',
) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

let worker: ReturnType<typeof loadWorker>;
beforeEach(() => {
  worker = loadWorker();
});

describe('service worker caching', () => {
  it('precaches the app shell and the hashed files it links on install, then takes over', async () => {
    worker.fetch.mockImplementation(async (r) =>
      keyOf(r) === `${ORIGIN}/index.html` ? html() : new Response('file', { status: 200 }),
    );
    await worker.dispatchExtendable('install');
    const shell = await worker.open('swapyard-shell-v2');
    expect(await (await shell.match('/index.html'))!.text()).toContain('/assets/index-abc.js');
    const assets = await worker.open('swapyard-assets-v2');
    expect([...assets.entries.keys()].sort()).toEqual([
      `${ORIGIN}/assets/index-abc.js`,
      `${ORIGIN}/assets/index-def.css`,
    ]);
    expect(worker.self.skipWaiting).toHaveBeenCalled();

    await worker.open('swapyard-shell-v0');
    await worker.dispatchExtendable('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['swapyard-assets-v2', 'swapyard-shell-v2']);
    expect(worker.clients.claim).toHaveBeenCalled();
  });

  it('never touches API or dev requests, other methods or other origins', () => {
    expect(worker.dispatchFetch(request('/api/notifications'))).toBeNull();
    expect(worker.dispatchFetch(request('/api/me', { mode: 'navigate' }))).toBeNull();
    expect(worker.dispatchFetch(request('/api'))).toBeNull();
    expect(worker.dispatchFetch(request('/dev/mail'))).toBeNull();
    expect(worker.dispatchFetch(request('/assets/x.js', { method: 'POST' }))).toBeNull();
    expect(worker.dispatchFetch(request('https://elsewhere.test/assets/x.js'))).toBeNull();
    expect(worker.dispatchFetch(request('/some/photo.jpg'))).toBeNull();
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('loads pages from the network, keeping the shell fresh, and falls back to it offline', async () => {
    worker.fetch.mockResolvedValueOnce(html('<p>new build</p>'));
    const online = await worker.dispatchFetch(request('/wallet', { mode: 'navigate' }))!;
    expect(await online.text()).toBe('<p>new build</p>');
    worker.fetch.mockRejectedValueOnce(new TypeError('offline'));
    const offline = await worker.dispatchFetch(request('/item/7', { mode: 'navigate' }))!;
    expect(await offline.text()).toBe('<p>new build</p>');
  });

  it("uses the browser's navigation preload when there is one", async () => {
    const responded = worker.dispatchFetch(request('/saved', { mode: 'navigate' }), {
      preloadResponse: Promise.resolve(html('<p>preloaded</p>')),
    });
    expect(await (await responded!).text()).toBe('<p>preloaded</p>');
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('keeps an error page out of the shell cache', async () => {
    worker.fetch.mockResolvedValueOnce(html('<p>good</p>'));
    await worker.dispatchFetch(request('/', { mode: 'navigate' }));
    worker.fetch.mockResolvedValueOnce(
      new Response('oops', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await worker.dispatchFetch(request('/', { mode: 'navigate' }));
    const shell = await worker.open('swapyard-shell-v2');
    expect(await (await shell.match('/index.html'))!.text()).toBe('<p>good</p>');
  });

  it('keeps a page rendered for one member (private) out of the shell cache', async () => {
    worker.fetch.mockResolvedValueOnce(html('<p>plain</p>'));
    await worker.dispatchFetch(request('/wallet', { mode: 'navigate' }));
    const rendered = new Response('<p>your feed</p>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-cache' },
    });
    worker.fetch.mockResolvedValueOnce(rendered);
    const online = await worker.dispatchFetch(request('/', { mode: 'navigate' }))!;
    expect(await online.text()).toBe('<p>your feed</p>');
    const shell = await worker.open('swapyard-shell-v2');
    expect(await (await shell.match('/index.html'))!.text()).toBe('<p>plain</p>');
  });

  it('serves hashed files from the cache once fetched', async () => {
    worker.fetch.mockResolvedValueOnce(new Response('chunk'));
    expect(await (await worker.dispatchFetch(request('/assets/page-1a2b.js'))!).text()).toBe('chunk');
    expect(await (await worker.dispatchFetch(request('/assets/page-1a2b.js'))!).text()).toBe('chunk');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('service worker notification clicks', () => {
  const click = (data: unknown) => {
    const notification = { data, close: vi.fn() };
    return { notification, done: worker.dispatchExtendable('notificationclick', { notification }) };
  };

  it("focuses an open tab and sends it the notification's link", async () => {
    const tab = {
      focused: false,
      visibilityState: 'visible',
      focus: vi.fn(async () => undefined),
      postMessage: vi.fn(),
    };
    worker.windows.push(tab);
    const { notification, done } = click({ url: '/messages/trade/9?x=1' });
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.postMessage).toHaveBeenCalledWith({ type: 'swapyard:navigate', url: '/messages/trade/9?x=1' });
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, and never leaves the site', async () => {
    await click({ url: '/wallet' }).done;
    expect(worker.clients.openWindow).toHaveBeenLastCalledWith('/wallet');
    await click({ url: 'https://evil.test/phish' }).done;
    expect(worker.clients.openWindow).toHaveBeenLastCalledWith('/');
    await click(null).done;
    expect(worker.clients.openWindow).toHaveBeenLastCalledWith('/');
  });
});
