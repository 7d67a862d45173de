import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Virtualizer } from '@tanstack/react-virtual';
import { type ListPlace, followWindowScroll } from '../../web/src/components/virtual/follow-window-scroll';

const SCREEN = 800;

/** A window whose scroll position reads are counted (each one may force a layout in a browser). */
class FakeWindow extends EventTarget {
  position = 0;
  reads = 0;
  get scrollY() {
    this.reads++;
    return this.position;
  }
  scrollTo(y: number) {
    this.position = y;
    this.dispatchEvent(new Event('scroll'));
  }
}

/** A list starting `top` px down the document, `height` px tall, last told `scrollOffset`. */
const list = (top: number, height: number, scrollOffset: number | null = null) => {
  const instance = {
    scrollRect: { width: 1280, height: SCREEN },
    options: { scrollMargin: top },
    scrollOffset,
    getTotalSize: () => height,
    setOptions: (options: { scrollMargin: number }) => void (instance.options = options),
  };
  return instance as unknown as Virtualizer<Window, Element>;
};

/** A list's place in a document whose content above it may grow: it reports `top.at` and logs every read and move. */
function placeAt(at: number, log: string[]): ListPlace & { at: number } {
  return {
    at,
    top() {
      log.push(`read ${this.at}`);
      return this.at;
    },
    moved(top) {
      log.push(`moved ${top}`);
    },
  };
}

let fake: FakeWindow;
beforeEach(() => {
  fake = new FakeWindow();
  vi.stubGlobal('window', fake);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('followWindowScroll', () => {
  it('tells a list within a screen of the viewport where the window is, and a list further away nothing', () => {
    const near = vi.fn();
    const far = vi.fn();
    const stopNear = followWindowScroll(list(1_000, 2_000), near);
    const stopFar = followWindowScroll(list(10_000, 2_000), far);
    fake.scrollTo(500);
    expect(near).toHaveBeenCalledWith(500, true);
    expect(far).not.toHaveBeenCalled();
    // Past the far list's start and more than a screen past the near list's end.
    fake.scrollTo(9_000);
    expect(far).toHaveBeenCalledWith(9_000, true);
    expect(near).toHaveBeenCalledTimes(1);
    stopNear();
    stopFar();
  });

  it('reads the scroll position once per scroll event, however many lists follow it', () => {
    const stops = [0, 3_000, 6_000, 9_000, 12_000].map((top) => followWindowScroll(list(top, 2_500), () => {}));
    fake.scrollTo(4_000);
    expect(fake.reads).toBe(1);
    for (const stop of stops) stop();
  });

  it('tells the nearby lists that scrolling stopped once no scroll event came for 150 ms', () => {
    const seen = vi.fn();
    const stop = followWindowScroll(list(0, 5_000), seen);
    fake.scrollTo(100);
    vi.advanceTimersByTime(100);
    fake.scrollTo(200);
    vi.advanceTimersByTime(149);
    expect(seen).not.toHaveBeenCalledWith(expect.anything(), false);
    vi.advanceTimersByTime(1);
    expect(seen).toHaveBeenLastCalledWith(200, false);
    stop();
  });

  it('stops listening to the window once the last list leaves', () => {
    const seen = vi.fn();
    const stopA = followWindowScroll(list(0, 5_000), seen);
    const stopB = followWindowScroll(list(0, 5_000), seen);
    stopA();
    fake.scrollTo(100);
    expect(seen).toHaveBeenCalledTimes(1);
    stopB();
    fake.scrollTo(200);
    expect(fake.reads).toBe(1);
  });

  it('gives a list whose top moved its new scroll margin before it hears the offset, having read every list first', () => {
    const log: string[] = [];
    const above = list(1_000, 20_000, 5_000);
    const here = list(21_000, 20_000, 30_000);
    const placeAbove = placeAt(1_000, log);
    const placeHere = placeAt(21_000, log);
    const stopAbove = followWindowScroll(above, (offset) => log.push(`above told ${offset} at margin ${above.options.scrollMargin}`), placeAbove);
    const stopHere = followWindowScroll(here, (offset) => log.push(`here told ${offset} at margin ${here.options.scrollMargin}`), placeHere);
    // A page loaded: the list above grew by 4,000 px, and the browser's scroll anchoring moved the window as far.
    placeHere.at = 25_000;
    fake.scrollTo(34_000);
    expect(log).toEqual(['read 1000', 'read 25000', 'moved 25000', 'here told 34000 at margin 25000']);
    stopAbove();
    stopHere();
  });

  it('moves a list far from the viewport with its top, so its rows stay where they were in it', () => {
    const log: string[] = [];
    const below = list(50_000, 20_000, 4_000);
    const place = placeAt(50_000, log);
    const told = vi.fn();
    const stop = followWindowScroll(below, told, place);
    place.at = 54_000;
    fake.scrollTo(10_000);
    expect(below.options.scrollMargin).toBe(54_000);
    expect(told).toHaveBeenCalledExactlyOnceWith(8_000, true);
    stop();
  });
});
