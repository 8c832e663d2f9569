// @vitest-environment happy-dom
import { RATE_LIMIT_FALLBACK_ANALYSIS, type AnalysisResult } from '@swapyard/domain/analysis';
import type { Me } from '@swapyard/domain/me';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/query-keys';
import { UploadOptionsCard } from '../upload-options-card';

// The Bulk Upload dialog end to end in the DOM (docs/product/bulk-upload.md): photos chosen, uploaded, grouped,
// analysed, reviewed and published. Uploads are faked at the api module (XMLHttpRequest); the other requests at
// fetch, answering by path; toasts are recorded.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const photoOf = (name: string): UploadedPhoto => ({
  id: `u/${name}`,
  url: `/media/${name}-1600.webp`,
  width: 10,
  height: 10,
  sizes: { 320: `/media/${name}-320.webp`, 800: `/media/${name}-800.webp`, 1600: `/media/${name}-1600.webp` },
});
const uploads = vi.hoisted(() => ({ fail: new Set<string>() }));
vi.mock('../../api/upload-item-photo-with-progress', () => ({
  uploadItemPhotoWithProgress: async (file: File, { onProgress }: { onProgress?: (n: number) => void }) => {
    onProgress?.(file.size);
    if (uploads.fail.has(file.name)) throw new Error('Maximum file size is 10MB');
    return photoOf(file.name);
  },
}));

// The create answer is an item the dialog does not read: faked at the api module, recording what was sent.
const creates = vi.hoisted(() => ({
  bodies: [] as Array<Record<string, unknown>>,
  refuse: new Set<string>(),
}));
vi.mock('../../api/create-item', () => ({
  createItem: async (body: Record<string, unknown>) => {
    creates.bodies.push(body);
    if (creates.refuse.has(String(body.title))) throw new Error('Database unavailable');
    return { id: `id-${creates.bodies.length}` };
  },
}));

const analysis = (title: string, extra: Partial<AnalysisResult> = {}): AnalysisResult => ({
  ...RATE_LIMIT_FALLBACK_ANALYSIS,
  title,
  closetCategory: 'clothing',
  condition: 'Good',
  size: 'M',
  valueCents: 2500,
  confidence: 0.9,
  ...extra,
});

type Answer = { status: number; body?: unknown };
type Request = { method: string; path: string; body: Record<string, unknown> };
let requests: Request[];
let answer: (request: Request) => Answer;
/** Analyses under way at once, and the most there were. */
let analysing = 0;
let mostAnalysing = 0;
const failure = (status: number, message: string) => ({
  status,
  body: { error: { code: 'X', message } },
});

beforeEach(() => {
  requests = [];
  analysing = 0;
  mostAnalysing = 0;
  uploads.fail.clear();
  creates.bodies = [];
  creates.refuse.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    if (request.path === '/api/analysis/item') {
      mostAnalysing = Math.max(mostAnalysing, ++analysing);
      await new Promise((resolve) => setTimeout(resolve, 5));
      analysing -= 1;
    }
    const { status, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const member = {
  user: { id: '7d5c4a8e-0000-4000-8000-00000000000f', email: 'm@x.test', emailVerified: true },
} as Me;

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, member);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <UploadOptionsCard />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), invalidate };
}

const image = (name: string, type = 'image/jpeg') => new File(['photo'], name, { type, lastModified: 1_700 });

async function openAndChoose(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.click(screen.getByRole('button', { name: 'Bulk Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload' });
  const input = within(dialog).getByLabelText('Choose photos for bulk upload');
  await user.upload(input, files);
  return dialog;
}

const sent = (method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

describe('Bulk Upload', () => {
  it('uploads, groups, analyses and publishes the drafts, then closes', async () => {
    answer = ({ path, body }) => {
      if (path === '/api/analysis/grouping')
        return {
          status: 200,
          body: {
            groups: [
              { photoIds: ['u/a.jpg', 'u/b.jpg'], description: 'A denim jacket', confidence: 0.8 },
              { photoIds: ['u/c.jpg'], description: 'A lamp', confidence: 0.7 },
            ],
          },
        };
      if (path === '/api/analysis/item')
        return {
          status: 200,
          body: body.photoId === 'u/a.jpg' ? analysis('Denim Jacket') : analysis('Desk Lamp'),
        };
      return { status: 404 };
    };
    const { user, invalidate } = renderCard();
    // A PDF is dropped without a word.
    const dialog = await openAndChoose(user, [
      image('a.jpg'),
      image('b.jpg'),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
      image('c.jpg'),
    ]);

    const jacket = await within(dialog).findByRole('article', { name: 'Item 1' });
    expect(within(jacket).getByRole('heading', { name: 'Denim Jacket' })).toBeTruthy();
    expect(jacket.textContent).toContain('A denim jacket');
    expect(jacket.textContent).toContain('High · 90% confidence');
    expect(within(jacket).getAllByRole('img')).toHaveLength(2);
    expect(sent('POST', '/api/analysis/grouping')).toEqual([
      {
        photos: [
          { photoId: 'u/a.jpg', capturedAt: 1_700 },
          { photoId: 'u/b.jpg', capturedAt: 1_700 },
          { photoId: 'u/c.jpg', capturedAt: 1_700 },
        ],
      },
    ]);
    expect(sent('POST', '/api/analysis/item')).toEqual(
      expect.arrayContaining([
        { photoId: 'u/a.jpg', additionalPhotoIds: ['u/b.jpg'] },
        { photoId: 'u/c.jpg' },
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Publish All Items' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Success', {
        description: 'Successfully published 2 items',
      }),
    );
    expect(creates.bodies.map((b) => [b.title, b.size, b.valueCents, b.photos])).toEqual([
      ['Denim Jacket', 'm', 2500, [photoOf('a.jpg'), photoOf('b.jpg')]],
      ['Desk Lamp', 'm', 2500, [photoOf('c.jpg')]],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk Upload' })).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['items'] });
  });

  it('falls back to one draft per photo when grouping fails, and keeps the failed drafts after publishing', async () => {
    uploads.fail.add('z.jpg');
    answer = ({ path, body }) => {
      if (path === '/api/analysis/grouping') return failure(503, 'Grouping is down');
      if (path === '/api/analysis/item')
        return body.photoId === 'u/b.jpg'
          ? failure(503, 'Analyzer unavailable')
          : { status: 200, body: analysis('Scarf') };
      return { status: 404 };
    };
    const { user } = renderCard();
    const dialog = await openAndChoose(user, [image('a.jpg'), image('b.jpg'), image('z.jpg')]);

    const second = await within(dialog).findByRole('article', { name: 'Item 2' });
    expect(toasts.error).toHaveBeenCalledWith('Some uploads failed', {
      description: '1 files failed to upload. Continuing with 2 successful uploads.',
    });
    const first = within(dialog).getByRole('article', { name: 'Item 1' });
    expect(first.textContent).toContain('Individual item (grouping failed)');
    expect(first.textContent).not.toContain('Analysis failed - please edit manually');
    expect(second.textContent).toContain('Analysis failed - please edit manually');
    expect(second.textContent).toContain('Needs a title');
    expect(within(second).getByRole('button', { name: 'Reanalyze' })).toHaveProperty('disabled', true);

    // The failed draft is filled in by hand.
    await user.click(within(second).getByRole('button', { name: 'Edit' }));
    await user.type(within(second).getByLabelText('Title'), 'Wool hat');
    await user.selectOptions(within(second).getByLabelText('Category'), 'accessories');
    await user.type(within(second).getByLabelText('Value ($)'), '12.5');
    expect(second.textContent).not.toContain('Needs a');
    await user.click(within(second).getByRole('button', { name: 'Done' }));
    expect(second.textContent).toContain('$12.50');

    // The scarf is published, the hat is refused by the server: the review keeps only the hat.
    creates.refuse.add('Wool hat');
    await user.click(within(dialog).getByRole('button', { name: 'Publish All Items' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', { description: 'Failed to publish some items' }),
    );
    const left = await within(dialog).findAllByRole('article');
    expect(left).toHaveLength(1);
    expect(within(left[0]!).getByRole('heading', { name: 'Wool hat' })).toBeTruthy();
    expect(creates.bodies.map((b) => [b.title, b.category, b.size, b.valueCents])).toEqual([
      ['Scarf', 'clothing', 'm', 2500],
      ['Wool hat', 'accessories', 'one_size', 1250],
    ]);
  });

  it('with nothing ready, Publish All Items says what to do, sends nothing and keeps the review', async () => {
    answer = ({ path }) => {
      if (path === '/api/analysis/grouping') return failure(503, 'Grouping is down');
      if (path === '/api/analysis/item') return failure(503, 'Analyzer unavailable');
      return { status: 404 };
    };
    const { user } = renderCard();
    const dialog = await openAndChoose(user, [image('a.jpg'), image('b.jpg')]);
    const first = await within(dialog).findByRole('article', { name: 'Item 1' });
    await within(dialog).findByRole('article', { name: 'Item 2' });
    expect(first.textContent).toContain('Needs a title');
    expect(within(dialog).getByText('0 of 2 ready to publish')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Publish All Items' }));
    expect(toasts.error).toHaveBeenCalledWith('Nothing ready to publish', {
      description: 'Give each item a title and a category: its card says what it still needs.',
    });
    expect(toasts.error).not.toHaveBeenCalledWith('Error', expect.anything());
    expect(creates.bodies).toEqual([]);
    expect(within(dialog).getAllByRole('article')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Publish All Items' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('moves a photo to another draft without dragging, and out to a new item that is analysed', async () => {
    answer = ({ path, body }) => {
      if (path === '/api/analysis/grouping')
        return {
          status: 200,
          body: {
            groups: [
              { photoIds: ['u/a.jpg', 'u/b.jpg'], description: '', confidence: 0.5 },
              { photoIds: ['u/c.jpg'], description: '', confidence: 0.5 },
            ],
          },
        };
      if (path === '/api/analysis/item')
        return { status: 200, body: analysis(body.photoId === 'u/b.jpg' ? 'Belt' : 'Boots') };
      return { status: 404 };
    };
    const { user } = renderCard();
    const dialog = await openAndChoose(user, [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    await within(dialog).findByRole('article', { name: 'Item 2' });

    await user.click(within(dialog).getByRole('button', { name: 'Move photo 2 of Item 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New item' }));
    const split = await within(dialog).findByRole('article', { name: 'Item 2' });
    await waitFor(() => expect(within(split).getByRole('heading', { name: 'Belt' })).toBeTruthy());
    expect(within(dialog).getAllByRole('article')).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Move photo 1 of Item 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Item 3: Boots' }));
    // Item 2 lost its only photo and disappeared; the boots now have two photos.
    const articles = within(dialog).getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[1]!).getAllByRole('img')).toHaveLength(2);
  });

  it('starts over from the review, and shows the notice above 15 photos', async () => {
    answer = ({ path }) => {
      if (path === '/api/analysis/grouping') return failure(500, 'down');
      if (path === '/api/analysis/item') return { status: 200, body: analysis('Thing') };
      return { status: 404 };
    };
    const { user } = renderCard();
    const files = Array.from({ length: 16 }, (_, i) => image(`p${i}.jpg`));
    const dialog = await openAndChoose(user, files);
    expect(toasts.info).toHaveBeenCalledWith('Processing 16 images', {
      description: 'This may take approximately 8 minutes. Your progress will be saved.',
    });
    await within(dialog).findByRole('article', { name: 'Item 16' }, { timeout: 5000 });
    // Analysed a few at a time, never all 16 at once.
    expect(sent('POST', '/api/analysis/item')).toHaveLength(16);
    expect(mostAnalysing).toBe(3);
    await user.click(within(dialog).getByRole('button', { name: 'Start Over' }));
    expect(within(dialog).getByLabelText('Choose photos for bulk upload')).toBeTruthy();
  });
});
