import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics.ts';

const event = {
  uid: 'h1@swapyard',
  start: new Date('2026-12-03T15:30:00.000Z'),
  durationMinutes: 30,
  summary: "Swapyard meetup: 'Wool coat' with Sam",
  location: 'Café Nord, Main St; by the door',
  description: 'Bring your phone:\nthe code is in the app.',
};

describe('calendarFile', () => {
  it('writes one UTC event with CRLF line ends and escaped text', () => {
    const file = calendarFile(event, new Date('2026-11-28T09:00:00.000Z'));
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('DTSTART:20261203T153000Z');
    expect(lines).toContain('DTEND:20261203T160000Z');
    expect(lines).toContain('DTSTAMP:20261128T090000Z');
    expect(lines).toContain('LOCATION:Café Nord\\, Main St\\; by the door');
    expect(file).toContain('DESCRIPTION:Bring your phone:\\nthe code is in the app.');
    expect(file).not.toMatch(/[^\r]\n/);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const file = calendarFile({ ...event, location: 'é'.repeat(100) });
    const lines = file.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const location = lines.slice(lines.findIndex((l) => l.startsWith('LOCATION:')));
    const unfolded = [location[0], ...location.slice(1).filter((l) => l.startsWith(' '))]
      .map((l, i) => (i === 0 ? l : l!.slice(1)))
      .join('');
    expect(unfolded).toBe(`LOCATION:${'é'.repeat(100)}`);
  });
});
