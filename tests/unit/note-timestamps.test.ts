import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TIMESTAMP_SECONDS,
  formatTimestamp,
  insertAtSelection,
  noteMoments,
  parseNoteTimestamps,
  type NoteSegment,
} from '../../functions/schemas/note-timestamps.ts';

/** The times a note links, as [text, seconds]. */
const times = (note: string) =>
  parseNoteTimestamps(note)
    .filter((s): s is Extract<NoteSegment, { kind: 'time' }> => s.kind === 'time')
    .map((s) => [s.text, s.seconds]);

describe('parseNoteTimestamps', () => {
  it('splits a note into text and time segments in order', () => {
    expect(parseNoteTimestamps('chorus at 1:23, bridge 2:05')).toEqual([
      { kind: 'text', text: 'chorus at ' },
      { kind: 'time', text: '1:23', seconds: 83 },
      { kind: 'text', text: ', bridge ' },
      { kind: 'time', text: '2:05', seconds: 125 },
    ]);
  });

  it('reads m:ss, mm:ss, h:mm:ss and hh:mm:ss, with or without leading zeros', () => {
    expect(times('0:00 0:05 1:23 01:23 12:34 59:59')).toEqual([
      ['0:00', 0],
      ['0:05', 5],
      ['1:23', 83],
      ['01:23', 83],
      ['12:34', 754],
      ['59:59', 3599],
    ]);
    expect(times('1:00:00 01:02:03 0:00:07 10:00:00 99:59:59')).toEqual([
      ['1:00:00', 3600],
      ['01:02:03', 3723],
      ['0:00:07', 7],
      ['10:00:00', 36000],
      ['99:59:59', MAX_TIMESTAMP_SECONDS],
    ]);
  });

  it('links the time inside brackets and beside punctuation, leaving the punctuation as text', () => {
    expect(parseNoteTimestamps('[12:34] intro')).toEqual([
      { kind: 'text', text: '[' },
      { kind: 'time', text: '12:34', seconds: 754 },
      { kind: 'text', text: '] intro' },
    ]);
    expect(times('(1:23), "2:34". 3:45! 4:56? 5:07; -6:18- 7:29…')).toEqual([
      ['1:23', 83],
      ['2:34', 154],
      ['3:45', 225],
      ['4:56', 296],
      ['5:07', 307],
      ['6:18', 378],
      ['7:29', 449],
    ]);
    expect(times('1:23\n2:34\t3:45')).toHaveLength(3);
    expect(times('Intro: 0:30 - end: 1:00:00.')).toEqual([
      ['0:30', 30],
      ['1:00:00', 3600],
    ]);
  });

  it('links a time followed by a Korean particle (no space in Korean)', () => {
    expect(times('1:23부터 후렴, 2:00에 끝')).toEqual([
      ['1:23', 83],
      ['2:00', 120],
    ]);
  });

  it('leaves out-of-range groups as text: seconds or minutes of 60 and more, hours over 99', () => {
    expect(times('1:60 60:00 99:00 1:60:00 1:00:60 100:00:00')).toEqual([]);
  });

  it('needs exactly two digits for seconds (and for minutes after hours)', () => {
    expect(times('12:345 1:2 1:2:03 1:02:3 001:23 1:023')).toEqual([]);
  });

  it('leaves runs with more than three groups as text, not a time from their middle', () => {
    expect(times('1:23:45:67 and 12:34:56:78:90')).toEqual([]);
  });

  it('keeps ratios with a one-digit side as text (3:2, 4:3, 16:9)', () => {
    expect(times('a 3:2 aspect, 4:3 and 16:9 screens, won 2:1')).toEqual([]);
  });

  it('accepts a two-digit ratio or a clock time as a time (documented false positive)', () => {
    expect(times('meeting at 10:30')).toEqual([['10:30', 630]]);
  });

  it('leaves times glued to ASCII letters, digits or a decimal part as text', () => {
    expect(times('10:30am v1:23 1:23s x_1:23 1:23.5 2.1:23 1:23,5')).toEqual([]);
  });

  it('treats NUL, emoji and other unicode around a time as ordinary text', () => {
    expect(times('\u00001:23\u0000')).toEqual([['1:23', 83]]);
    expect(times('🎵1:23🎵 ４:５６ １２:３４')).toEqual([['1:23', 83]]);
    expect(times('\u200b2:34\u00a0')).toEqual([['2:34', 154]]);
  });

  it('returns no segment for an empty note, one text segment for a note without times', () => {
    expect(parseNoteTimestamps('')).toEqual([]);
    expect(parseNoteTimestamps('just words')).toEqual([{ kind: 'text', text: 'just words' }]);
  });

  it('gives the note back exactly when its segments are joined, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9:[\] .a-z]{0,40}$/), fc.string({ unit: 'binary' })), (note) => {
        const segments = parseNoteTimestamps(note);
        expect(segments.map((s) => s.text).join('')).toBe(note);
        for (const s of segments) {
          if (s.kind === 'time') expect(s.seconds).toBeLessThanOrEqual(MAX_TIMESTAMP_SECONDS);
        }
      }),
    );
  });

  it('reads back every time formatTimestamp writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TIMESTAMP_SECONDS }), (seconds) => {
        expect(times(`at ${formatTimestamp(seconds)}.`)).toEqual([[formatTimestamp(seconds), seconds]]);
      }),
    );
  });
});

describe('noteMoments', () => {
  it('lists each distinct moment once, in order of first mention', () => {
    expect(noteMoments('1:23 then 01:23 again, and 0:10')).toEqual([83, 10]);
  });

  it('is empty for no note, an empty note or a note without times', () => {
    expect(noteMoments(null)).toEqual([]);
    expect(noteMoments(undefined)).toEqual([]);
    expect(noteMoments('')).toEqual([]);
    expect(noteMoments('3:2 aspect')).toEqual([]);
  });
});

describe('formatTimestamp', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(5)).toBe('0:05');
    expect(formatTimestamp(83)).toBe('1:23');
    expect(formatTimestamp(3599)).toBe('59:59');
    expect(formatTimestamp(3600)).toBe('1:00:00');
    expect(formatTimestamp(3723)).toBe('1:02:03');
    expect(formatTimestamp(MAX_TIMESTAMP_SECONDS)).toBe('99:59:59');
  });

  it("follows the note's own way of writing minutes: its last time under an hour", () => {
    expect(formatTimestamp(85, 'the intro starts 1:23')).toBe('1:25');
    expect(formatTimestamp(85, '[01:02] intro\n01:10 verse')).toBe('01:25');
    expect(formatTimestamp(85, '01:02 intro, then 1:10 verse')).toBe('1:25');
    expect(formatTimestamp(85, '1:00:00 long talk, a 16:9 crop')).toBe('1:25');
    expect(formatTimestamp(3723, '01:02 intro')).toBe('1:02:03');
  });

  it('drops fractions and clamps nonsense to 0:00 and the longest time', () => {
    expect(formatTimestamp(83.99)).toBe('1:23');
    expect(formatTimestamp(-4)).toBe('0:00');
    expect(formatTimestamp(Number.NaN)).toBe('0:00');
    expect(formatTimestamp(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTimestamp(MAX_TIMESTAMP_SECONDS + 100)).toBe('99:59:59');
  });
});

describe('insertAtSelection', () => {
  it('inserts into an empty note with a trailing space only', () => {
    expect(insertAtSelection('', 0, 0, '1:23')).toEqual({ text: '1:23 ', caret: 5 });
  });

  it('starts a line of its own after text, never glued onto the line above', () => {
    expect(insertAtSelection('the chorus starts', 17, 17, '1:25')).toEqual({ text: 'the chorus starts\n1:25 ', caret: 23 });
    expect(insertAtSelection('the chorus starts ', 18, 18, '1:25')).toEqual({ text: 'the chorus starts\n1:25 ', caret: 23 });
    expect(insertAtSelection('chorusstarts', 6, 6, '1:23')).toEqual({ text: 'chorus\n1:23 starts', caret: 12 });
  });

  it('adds no line break or space where there is one already', () => {
    expect(insertAtSelection('line\n', 5, 5, '1:23')).toEqual({ text: 'line\n1:23 ', caret: 10 });
    expect(insertAtSelection('a\nb', 2, 2, '1:23')).toEqual({ text: 'a\n1:23 b', caret: 7 });
    expect(insertAtSelection('a\n verse', 2, 2, '1:23')).toEqual({ text: 'a\n1:23 verse', caret: 7 });
  });

  it('replaces the selected text', () => {
    expect(insertAtSelection('intro\nTIME here', 6, 10, '1:00:00')).toEqual({ text: 'intro\n1:00:00 here', caret: 14 });
  });

  it('clamps a selection outside the text to its end', () => {
    expect(insertAtSelection('abc', 10, 12, '0:05')).toEqual({ text: 'abc\n0:05 ', caret: 9 });
  });
});
