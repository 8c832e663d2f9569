import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local HTTP server answering POST /v1/chat/completions the way an OpenAI-compatible server does,
 * from a queue of scripted behaviours, and recording each request so tests can assert what the adapter sent.
 * Point the adapter at `baseUrl` with `apiKey`.
 */
export type FakeBehaviour =
  /** A completion whose message content is this value as JSON. */
  | { kind: 'json'; body: unknown }
  /** A completion whose message content is this text as is (malformed JSON, say). */
  | { kind: 'content'; content: string }
  /** 429 with Retry-After in seconds (fractions allowed: the SDK reads a float), 0 by default to keep tests fast. */
  | { kind: 'rateLimit'; retryAfterSeconds?: number }
  /** Answers with `then` only after `ms`: longer than the client's timeout, the client gives up first. */
  | { kind: 'delay'; ms: number; then: FakeBehaviour };

export interface RecordedContentPart {
  type: string;
  text?: string;
  image_url?: { url: string; detail?: string };
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | RecordedContentPart[] }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
    };
  };
}

export interface FakeOpenAi {
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Queues behaviours, answered one per request in order. */
  script(...behaviours: FakeBehaviour[]): void;
  /** What to do once the queue is empty (default: 400 'nothing scripted', which the SDK does not retry). */
  otherwise(behaviour: FakeBehaviour | undefined): void;
  /** Empties the queue, the default and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return; // the client gave up (a timeout test)
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenAi(apiKey = 'sk-fake-openai-test'): Promise<FakeOpenAi> {
  let queue: FakeBehaviour[] = [];
  let fallback: FakeBehaviour | undefined;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let completions = 0;

  const answer = (res: ServerResponse, model: string, behaviour: FakeBehaviour): void => {
    switch (behaviour.kind) {
      case 'rateLimit':
        return sendJson(
          res,
          429,
          {
            error: {
              message: 'Rate limit reached for requests',
              type: 'requests',
              code: 'rate_limit_exceeded',
            },
          },
          { 'Retry-After': String(behaviour.retryAfterSeconds ?? 0) },
        );
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer(res, model, behaviour.then);
        }, behaviour.ms);
        timers.add(timer);
        return;
      }
      case 'json':
      case 'content': {
        const content = behaviour.kind === 'json' ? JSON.stringify(behaviour.body) : behaviour.content;
        return sendJson(res, 200, {
          id: `chatcmpl-fake-${++completions}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      }
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        return sendJson(res, 404, { error: { message: `No such endpoint ${req.method} ${path}` } });
      }
      const body = JSON.parse(await readBody(req)) as RecordedRequest['body'];
      requests.push({ path, authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return sendJson(res, 401, {
          error: { message: 'Incorrect API key provided', code: 'invalid_api_key' },
        });
      }
      const behaviour = queue.shift() ?? fallback;
      if (!behaviour) return sendJson(res, 400, { error: { message: 'fake: nothing scripted' } });
      answer(res, body.model, behaviour);
    })().catch((error: unknown) => sendJson(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    script: (...behaviours) => void queue.push(...behaviours),
    otherwise: (behaviour) => void (fallback = behaviour),
    reset() {
      queue = [];
      fallback = undefined;
      requests.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      // Delayed answers hold their connections open; close must not wait for them.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
