/**
 * An offline stand-in for the YouTube IFrame Player API script (https://www.youtube.com/iframe_api),
 * served as it is by the Node host in dev mode at /dev/youtube/iframe_api.js. Tests point
 * YOUTUBE_IFRAME_API_URL at it, so the SPA's real player code runs without the network. It runs in
 * the browser: tsconfig.json here checks it against the DOM's types (and types.d.ts), apart from
 * the server's program.
 *
 * It defines window.YT = { Player, PlayerState } with the methods Vidshelf calls, replaces the
 * target element with a box showing the video id and a clock, and then calls
 * window.onYouTubeIframeAPIReady, as the real script does. A video plays in real time (times
 * window.__ytStubSpeed when set) and ends at window.__ytStubDurations[videoId],
 * window.__ytStubDuration or 120 s. Ids listed in window.__ytStubErrorIds fail with error 150.
 * Everything the page asks for is recorded on window.__ytStub: scriptLoads, players, current
 * (the newest player), loaded ({videoId, startSeconds} per loaded video), seeks, calls, states.
 * It uses only the DOM calls the unit test's small fake document knows.
 */
(function () {
  'use strict';
  /** @type {Partial<StubRecord>} */
  const existing = window.__ytStub ?? {};
  /** @type {StubRecord} */
  const record = Object.assign(existing, {
    scriptLoads: (existing.scriptLoads ?? 0) + 1,
    players: existing.players ?? [],
    current: existing.current ?? null,
    loaded: existing.loaded ?? [],
    seeks: existing.seeks ?? [],
    calls: existing.calls ?? [],
    states: existing.states ?? [],
    destroyed: existing.destroyed ?? 0,
  });
  window.__ytStub = record;

  const State = /** @type {const} */ ({ UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 });
  /** @type {Record<number, string>} */
  const STATE_NAMES = { [-1]: 'unstarted', 0: 'ended', 1: 'playing', 2: 'paused', 3: 'buffering', 5: 'cued' };

  function speed() {
    const s = Number(window.__ytStubSpeed);
    return s > 0 ? s : 1;
  }
  /** @param {string} id */
  function durationOf(id) {
    const map = window.__ytStubDurations;
    if (map && Number(map[id]) > 0) return Number(map[id]);
    const d = Number(window.__ytStubDuration);
    return d > 0 ? d : 120;
  }
  /** @param {string} id */
  function failsToPlay(id) {
    const ids = window.__ytStubErrorIds;
    return !!ids && ids.indexOf(id) >= 0;
  }
  /** @param {number} seconds */
  function clock(seconds) {
    const t = Math.max(0, Math.floor(seconds));
    const s = t % 60;
    return `${Math.floor(t / 60)}:${s < 10 ? '0' : ''}${s}`;
  }
  /**
   * loadVideoById's two forms: ({videoId, startSeconds}) or (videoId, startSeconds).
   * @param {unknown} arg
   * @param {unknown} [start]
   * @returns {StubLoad}
   */
  function parseLoad(arg, start) {
    if (arg && typeof arg === 'object') {
      const request = /** @type {{ videoId?: unknown; startSeconds?: unknown }} */ (arg);
      return { videoId: String(request.videoId), startSeconds: Number(request.startSeconds) || 0 };
    }
    return { videoId: String(arg), startSeconds: Number(start) || 0 };
  }

  /** @implements {StubPlayerApi} */
  class Player {
    /** The video this player holds (the browser stories read it). */
    _videoId = '';
    /** @type {NonNullable<StubPlayerOptions['events']>} */
    #events;
    /** @type {HTMLElement | null} */
    #el;
    /** @type {number} */
    #state = State.UNSTARTED;
    #volume = 100;
    #muted = false;
    #ready = false;
    #destroyed = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    #pending;
    /** @type {ReturnType<typeof setInterval>} */
    #timer;
    #duration = 0;
    /** The position at #since; it moves on from there while playing. */
    #base = 0;
    #since = 0;

    /**
     * @param {HTMLElement | string} target
     * @param {StubPlayerOptions} [options]
     */
    constructor(target, options = {}) {
      const element = typeof target === 'string' ? document.getElementById(target) : target;
      if (!element || !element.parentNode) throw new Error('YT stub: no element to replace');
      const vars = options.playerVars ?? {};
      this.#events = options.events ?? {};

      const box = document.createElement('div');
      box.className = 'yt-stub';
      box.setAttribute('data-testid', 'yt-stub');
      if (element.id) box.id = element.id;
      box.style.cssText =
        'width:100%;height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;' +
        'background:radial-gradient(circle at 50% 40%,#27272a,#09090b);color:#fafafa;font:500 14px/1.4 ui-monospace,monospace;';
      // Styles through the CSSOM, not markup: the SPA's Content-Security-Policy blocks style attributes.
      for (const [role, css] of [
        ['video', 'font-size:18px;letter-spacing:.04em'],
        ['clock', 'font-size:28px;font-variant-numeric:tabular-nums'],
        ['state', 'opacity:.6;text-transform:uppercase;font-size:11px;letter-spacing:.12em'],
      ]) {
        const child = document.createElement('div');
        child.setAttribute('data-role', role);
        child.style.cssText = css;
        box.append(child);
      }
      element.parentNode.replaceChild(box, element);
      this.#el = box;

      record.players.push(this);
      record.current = this;
      this.#load(parseLoad(options.videoId, vars.start));
      this.#timer = setInterval(() => this.#tick(), 100);
      setTimeout(() => {
        if (this.#destroyed) return;
        this.#ready = true;
        this.#emit('onReady');
        if (failsToPlay(this._videoId)) return this.#emit('onError', 150);
        if (Number(vars.autoplay) === 1 && this.#state === State.UNSTARTED) this.#startPlayback();
      }, 40);
    }

    /**
     * @param {StubEventName} name
     * @param {unknown} [data]
     */
    #emit(name, data) {
      const handler = this.#events[name];
      if (typeof handler !== 'function') return;
      try {
        handler({ target: this, data });
      } catch (error) {
        // As with the real player: a failing handler is the page's error, not the player's.
        setTimeout(() => {
          throw error;
        });
      }
    }

    /**
     * @param {string} name
     * @param {unknown[]} args
     */
    #call(name, args) {
      record.calls.push({ name, args, videoId: this._videoId });
    }

    /** @param {number} state */
    #setState(state) {
      if (this.#state === state) return;
      this.#state = state;
      record.states.push({ videoId: this._videoId, state });
      this.#render();
      this.#emit('onStateChange', state);
    }

    #position() {
      if (this.#state !== State.PLAYING) return this.#base;
      return Math.min(this.#duration, this.#base + ((Date.now() - this.#since) / 1000) * speed());
    }

    #freeze() {
      this.#base = this.#position();
      this.#since = Date.now();
    }

    /** @param {StubLoad} request */
    #load(request) {
      clearTimeout(this.#pending);
      this._videoId = request.videoId;
      this.#duration = durationOf(request.videoId);
      this.#base = Math.min(Math.max(0, request.startSeconds), this.#duration);
      this.#since = Date.now();
      record.loaded.push({ videoId: request.videoId, startSeconds: request.startSeconds });
      this.#render();
    }

    #startPlayback() {
      if (failsToPlay(this._videoId)) return this.#emit('onError', 150);
      this.#setState(State.BUFFERING);
      clearTimeout(this.#pending);
      this.#pending = setTimeout(() => {
        if (this.#destroyed || this.#state !== State.BUFFERING) return;
        this.#since = Date.now();
        this.#setState(State.PLAYING);
      }, 60);
    }

    #tick() {
      if (this.#state === State.PLAYING && this.#position() >= this.#duration) {
        this.#base = this.#duration;
        this.#setState(State.ENDED);
      }
      this.#render();
    }

    #render() {
      if (!this.#el) return;
      const [video, time, state] = this.#el.children;
      if (video) video.textContent = this._videoId;
      if (time) time.textContent = `${clock(this.#position())} / ${clock(this.#duration)}`;
      if (state) state.textContent = STATE_NAMES[this.#state] ?? '';
    }

    /** @param {unknown[]} args */
    playVideo(...args) {
      this.#call('playVideo', args);
      if (!this.#ready || this.#state === State.PLAYING || this.#state === State.BUFFERING) return;
      if (this.#state === State.ENDED) this.#base = 0;
      if (this.#state === State.PAUSED) {
        this.#since = Date.now();
        this.#setState(State.PLAYING);
      } else {
        this.#startPlayback();
      }
    }

    /** @param {unknown[]} args */
    pauseVideo(...args) {
      this.#call('pauseVideo', args);
      if (this.#state !== State.PLAYING && this.#state !== State.BUFFERING) return;
      this.#freeze();
      clearTimeout(this.#pending);
      this.#setState(State.PAUSED);
    }

    /**
     * @param {number} seconds
     * @param {unknown[]} rest
     */
    seekTo(seconds, ...rest) {
      this.#call('seekTo', [seconds, ...rest]);
      record.seeks.push({ videoId: this._videoId, seconds: Number(seconds) });
      this.#base = Math.min(Math.max(0, Number(seconds) || 0), this.#duration);
      this.#since = Date.now();
      if (this.#state === State.ENDED && this.#base < this.#duration) this.#setState(State.PAUSED);
      this.#tick();
    }

    /** @param {unknown[]} args */
    loadVideoById(...args) {
      this.#call('loadVideoById', args);
      this.#setState(State.UNSTARTED);
      this.#load(parseLoad(args[0], args[1]));
      this.#startPlayback();
    }

    /** @param {unknown[]} args */
    cueVideoById(...args) {
      this.#call('cueVideoById', args);
      clearTimeout(this.#pending);
      this.#load(parseLoad(args[0], args[1]));
      this.#setState(State.CUED);
    }

    getCurrentTime() {
      return this.#position();
    }

    getDuration() {
      return this.#ready ? this.#duration : 0;
    }

    getPlayerState() {
      return this.#state;
    }

    /** @param {number} volume */
    setVolume(volume) {
      this.#call('setVolume', [volume]);
      this.#volume = Math.min(100, Math.max(0, Number(volume) || 0));
    }

    getVolume() {
      return this.#volume;
    }

    mute() {
      this.#call('mute', []);
      this.#muted = true;
    }

    unMute() {
      this.#call('unMute', []);
      this.#muted = false;
    }

    isMuted() {
      return this.#muted;
    }

    getVideoData() {
      return { video_id: this._videoId, title: this._videoId };
    }

    getIframe() {
      return this.#el;
    }

    destroy() {
      this.#call('destroy', []);
      this.#destroyed = true;
      clearInterval(this.#timer);
      clearTimeout(this.#pending);
      if (this.#el && this.#el.parentNode) this.#el.parentNode.removeChild(this.#el);
      this.#el = null;
      record.destroyed += 1;
      if (record.current === this) record.current = null;
    }
  }

  window.YT = { Player, PlayerState: State, loaded: 1 };
  setTimeout(() => {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 0);
})();
