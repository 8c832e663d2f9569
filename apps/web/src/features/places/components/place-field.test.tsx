// @vitest-environment happy-dom
import { PLACES_TEXTS, type Place, type PlaceList } from '@swapyard/domain/places';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/lib/testing/stub-api';
import { noPlace, type PlaceValue } from '../lib/place-value';
import { PlaceField } from './place-field';

// The location field against a stubbed GET /api/places: places offered as the member types, a misspelling answered
// with suggestions, and a choice giving the place's id.

const place = (id: number, label: string): Place => ({ id, label, country: 'US', population: 1000 });
const portlandOR = place(5746545, 'Portland, OR, US');
const portlandME = place(4975802, 'Portland, ME, US');
const answers: Record<string, PlaceList> = {
  port: { places: [portlandOR, portlandME], suggestions: [] },
  portlnd: { places: [], suggestions: [portlandOR, portlandME] },
  qwxzv: { places: [], suggestions: [] },
};
let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
    asked.push(q);
    return jsonResponse(answers[q.toLowerCase()] ?? { places: [], suggestions: [] });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let latest: PlaceValue = noPlace;
function Harness() {
  const [value, setValue] = useState<PlaceValue>(noPlace);
  return (
    <PlaceField
      label="Location"
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      hint="Your city"
    />
  );
}
function renderField() {
  latest = noPlace;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Location' });
}

describe('PlaceField', () => {
  it('offers the places starting with what is typed; a click chooses one, with its id', async () => {
    const field = renderField();
    expect(screen.getByText('Your city')).toBeTruthy();
    await userEvent.type(field, 'Port');
    await userEvent.click(await screen.findByRole('option', { name: 'Portland, ME, US' }));
    expect(latest).toEqual({ placeId: portlandME.id, location: 'Portland, ME, US' });
    expect(screen.queryByRole('listbox')).toBeNull();
    // Nothing is asked for a single letter.
    expect(asked).toEqual(['Port']);
  });

  it('walks the places with the arrow keys and chooses with Enter', async () => {
    const field = renderField();
    await userEvent.type(field, 'Port');
    await screen.findByRole('option', { name: 'Portland, OR, US' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(field.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Portland, OR, US' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(latest).toEqual({ placeId: portlandOR.id, location: 'Portland, OR, US' });
    // Typing again makes it text, not that place.
    await userEvent.type(field, 'x');
    expect(latest).toEqual({ placeId: null, location: 'Portland, OR, USx' });
  });

  it('answers a misspelling with what it is close to, and a name of nowhere with how it is kept', async () => {
    const field = renderField();
    await userEvent.type(field, 'Portlnd');
    expect(
      await screen.findByText(`${PLACES_TEXTS.noMatch('Portlnd')} ${PLACES_TEXTS.didYouMean}:`),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Portland, OR, US' }));
    expect(latest.placeId).toBe(portlandOR.id);
    await userEvent.clear(field);
    await userEvent.type(field, 'Qwxzv');
    expect(
      await screen.findByText(`${PLACES_TEXTS.noMatch('Qwxzv')} ${PLACES_TEXTS.keptAsWritten}`),
    ).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    expect(latest).toEqual({ placeId: null, location: 'Qwxzv' });
  });
});
