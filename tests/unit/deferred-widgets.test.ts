// Widgets that load on first use (web/src/components/ui/deferred.ts): what the user did to the
// look-alike before the real widget arrived happens to the real one. Unit tests run without a DOM:
// the few document calls are stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, lookAlikeTriggerProps } from '../../web/src/components/ui/deferred';

interface FakeElement {
  id: string;
  isConnected: boolean;
  click: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  dispatchEvent: ReturnType<typeof vi.fn>;
}

let elements: Map<string, FakeElement>;
let active: FakeElement | { id: string; isConnected: boolean };
const body = { id: '', isConnected: true };

function element(id: string): FakeElement {
  const el: FakeElement = { id, isConnected: true, click: vi.fn(), focus: vi.fn(() => (active = el)), dispatchEvent: vi.fn() };
  elements.set(id, el);
  return el;
}

/** The look-alike leaves the page and the real widget takes its place under the same id. */
function swap(id: string) {
  const lookAlike = elements.get(id)!;
  lookAlike.isConnected = false;
  if (active === lookAlike) active = body;
  return element(id);
}

const event = () => ({ preventDefault: vi.fn() });
const key = (name: string) => ({ key: name, preventDefault: vi.fn() });

beforeEach(() => {
  elements = new Map();
  active = body;
  vi.stubGlobal('document', {
    body,
    get activeElement() {
      return active;
    },
    getElementById: (id: string) => elements.get(id) ?? null,
  });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal(
    'KeyboardEvent',
    class {
      constructor(
        readonly type: string,
        readonly init: { key: string },
      ) {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const frame = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a widget that loads on first use', () => {
  it('loads its module once, however often it is used', async () => {
    const importer = vi.fn(async () => ({ Real: 'menu' }));
    const widget = deferred(importer);
    await Promise.all([widget.load(), widget.load()]);
    widget.start();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('replays a click on the look-alike on the real trigger once it is there', async () => {
    element('menu:1:trigger');
    const widget = deferred(async () => ({}));
    const click = event();
    lookAlikeTriggerProps('menu:1:trigger', widget).onClick(click as never);
    expect(click.preventDefault).toHaveBeenCalled();
    await widget.load();
    const real = swap('menu:1:trigger');
    await frame();
    expect(real.click).toHaveBeenCalledTimes(1);
  });

  it('replays a key the widget acts on, and lets other keys be', async () => {
    element('select:2:trigger');
    const widget = deferred(async () => ({}));
    const props = lookAlikeTriggerProps('select:2:trigger', widget);
    const tab = key('Tab');
    props.onKeyDown(tab as never);
    expect(tab.preventDefault).not.toHaveBeenCalled();
    props.onKeyDown(key('ArrowDown') as never);
    await widget.load();
    const real = swap('select:2:trigger');
    await frame();
    expect(real.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(real.dispatchEvent.mock.calls[0]![0]).toMatchObject({ type: 'keydown', init: { key: 'ArrowDown', bubbles: true } });
    expect(real.click).not.toHaveBeenCalled();
  });

  it('moves focus from the look-alike to the real trigger', async () => {
    const lookAlike = element('toggle-group:3');
    active = lookAlike;
    const widget = deferred(async () => ({}));
    await widget.load();
    const real = swap('toggle-group:3');
    await frame();
    expect(real.focus).toHaveBeenCalled();
    expect(active).toBe(real);
  });

  it('leaves focus alone when the user has moved it elsewhere meanwhile', async () => {
    const lookAlike = element('menu:4:trigger');
    const search = element('search');
    active = lookAlike;
    const widget = deferred(async () => ({}));
    await widget.load();
    const real = swap('menu:4:trigger');
    active = search;
    await frame();
    expect(real.focus).not.toHaveBeenCalled();
  });

  it('tries again on the next use after a failed load, without replaying the old click', async () => {
    element('menu:5:trigger');
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({});
    const widget = deferred(importer);
    lookAlikeTriggerProps('menu:5:trigger', widget).onClick(event() as never);
    await expect(widget.load()).rejects.toThrow('offline');
    await widget.load();
    const real = swap('menu:5:trigger');
    await frame();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(real.click).not.toHaveBeenCalled();
  });
});
