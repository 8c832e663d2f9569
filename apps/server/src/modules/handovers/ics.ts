/**
 * One event as an iCalendar file (RFC 5545), for 'Add to calendar': UTC times, text escaped, long lines folded at 75
 * octets, CRLF line ends. Calendar apps import it as is; nothing here depends on a member's time zone.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const escaped = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Splits a content line into 75-octet pieces, never inside a UTF-8 character; each continuation starts with a space. */
function folded(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export function calendarFile(event: CalendarEvent, now = new Date()): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  return (
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Swapyard//Handover//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escaped(event.summary)}`,
      `LOCATION:${escaped(event.location)}`,
      `DESCRIPTION:${escaped(event.description)}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]
      .map(folded)
      .join('\r\n') + '\r\n'
  );
}
