/**
 * An offline stand-in for the YouTube IFrame Player API script (https://www.youtube.com/iframe_api),
 * served by the Node host in dev mode at /dev/youtube/iframe_api.js. Tests point
 * YOUTUBE_IFRAME_API_URL at it, so the SPA's real player code runs without the network.
 *
 * It defines window.YT = { Player, PlayerState } with the methods Vidshelf calls, replaces the
 * target element with a box showing the video id and a clock, and then calls
 * window.onYouTubeIframeAPIReady, as the real script does. A video plays in real time (times
 * window.__ytStubSpeed when set) and ends at window.__ytStubDurations[videoId],
 * window.__ytStubDuration or 120 s. Ids listed in window.__ytStubErrorIds fail with error 150.
 * Everything the page asks for is recorded on window.__ytStub: scriptLoads, players, current
 * (the newest player), loaded ({videoId, startSeconds} per loaded video), seeks, calls, states.
 */
export const IFRAME_API_STUB_JS = String.raw`(function () {
  'use strict';
  var record = (window.__ytStub = window.__ytStub || {});
  record.scriptLoads = (record.scriptLoads || 0) + 1;
  record.players = record.players || [];
  record.loaded = record.loaded || [];
  record.seeks = record.seeks || [];
  record.calls = record.calls || [];
  record.states = record.states || [];
  record.destroyed = record.destroyed || 0;

  var State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  var STATE_NAMES = { '-1': 'unstarted', '0': 'ended', '1': 'playing', '2': 'paused', '3': 'buffering', '5': 'cued' };

  function speed() {
    var s = Number(window.__ytStubSpeed);
    return s > 0 ? s : 1;
  }
  function durationOf(id) {
    var map = window.__ytStubDurations;
    if (map && Number(map[id]) > 0) return Number(map[id]);
    var d = Number(window.__ytStubDuration);
    return d > 0 ? d : 120;
  }
  function failsToPlay(id) {
    var ids = window.__ytStubErrorIds;
    return !!ids && ids.indexOf(id) >= 0;
  }
  function clock(t) {
    t = Math.max(0, Math.floor(t));
    var s = t % 60;
    return Math.floor(t / 60) + ':' + (s < 10 ? '0' : '') + s;
  }
  function parseLoad(arg, start) {
    if (arg && typeof arg === 'object') return { videoId: String(arg.videoId), startSeconds: Number(arg.startSeconds) || 0 };
    return { videoId: String(arg), startSeconds: Number(start) || 0 };
  }

  function Player(target, options) {
    var self = this;
    var element = typeof target === 'string' ? document.getElementById(target) : target;
    if (!element) throw new Error('YT stub: no element to replace');
    options = options || {};
    var vars = options.playerVars || {};
    this._events = options.events || {};
    this._state = State.UNSTARTED;
    this._volume = 100;
    this._muted = false;
    this._ready = false;
    this._destroyed = false;
    this._pending = null;

    var box = document.createElement('div');
    box.className = 'yt-stub';
    box.setAttribute('data-testid', 'yt-stub');
    if (element.id) box.id = element.id;
    box.style.cssText =
      'width:100%;height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;' +
      'background:radial-gradient(circle at 50% 40%,#27272a,#09090b);color:#fafafa;font:500 14px/1.4 ui-monospace,monospace;';
    // Styles through the CSSOM, not markup: the SPA's Content-Security-Policy blocks style attributes.
    [
      ['video', 'font-size:18px;letter-spacing:.04em'],
      ['clock', 'font-size:28px;font-variant-numeric:tabular-nums'],
      ['state', 'opacity:.6;text-transform:uppercase;font-size:11px;letter-spacing:.12em'],
    ].forEach(function (part) {
      var child = document.createElement('div');
      child.setAttribute('data-role', part[0]);
      child.style.cssText = part[1];
      box.append(child);
    });
    element.parentNode.replaceChild(box, element);
    this._el = box;

    record.players.push(this);
    record.current = this;
    this._load(parseLoad(options.videoId, vars.start));
    this._timer = setInterval(function () {
      self._tick();
    }, 100);
    setTimeout(function () {
      if (self._destroyed) return;
      self._ready = true;
      self._emit('onReady');
      if (failsToPlay(self._videoId)) return self._emit('onError', 150);
      if (Number(vars.autoplay) === 1 && self._state === State.UNSTARTED) self._startPlayback();
    }, 40);
  }

  Player.prototype._emit = function (name, data) {
    var handler = this._events[name];
    if (typeof handler !== 'function') return;
    try {
      handler({ target: this, data: data });
    } catch (error) {
      setTimeout(function () {
        throw error;
      });
    }
  };
  Player.prototype._call = function (name, args) {
    record.calls.push({ name: name, args: Array.prototype.slice.call(args), videoId: this._videoId });
  };
  Player.prototype._setState = function (state) {
    if (this._state === state) return;
    this._state = state;
    record.states.push({ videoId: this._videoId, state: state });
    this._render();
    this._emit('onStateChange', state);
  };
  Player.prototype._position = function () {
    if (this._state !== State.PLAYING) return this._base;
    return Math.min(this._duration, this._base + ((Date.now() - this._since) / 1000) * speed());
  };
  Player.prototype._freeze = function () {
    this._base = this._position();
    this._since = Date.now();
  };
  Player.prototype._load = function (request) {
    clearTimeout(this._pending);
    this._videoId = request.videoId;
    this._duration = durationOf(request.videoId);
    this._base = Math.min(Math.max(0, request.startSeconds), this._duration);
    this._since = Date.now();
    record.loaded.push({ videoId: request.videoId, startSeconds: request.startSeconds });
    this._render();
  };
  Player.prototype._startPlayback = function () {
    var self = this;
    if (failsToPlay(this._videoId)) return this._emit('onError', 150);
    this._setState(State.BUFFERING);
    clearTimeout(this._pending);
    this._pending = setTimeout(function () {
      if (self._destroyed || self._state !== State.BUFFERING) return;
      self._since = Date.now();
      self._setState(State.PLAYING);
    }, 60);
  };
  Player.prototype._tick = function () {
    if (this._state === State.PLAYING && this._position() >= this._duration) {
      this._base = this._duration;
      this._setState(State.ENDED);
    }
    this._render();
  };
  Player.prototype._render = function () {
    if (!this._el) return;
    var parts = this._el.children;
    parts[0].textContent = this._videoId;
    parts[1].textContent = clock(this._position()) + ' / ' + clock(this._duration);
    parts[2].textContent = STATE_NAMES[String(this._state)] || '';
  };

  Player.prototype.playVideo = function () {
    this._call('playVideo', arguments);
    if (!this._ready || this._state === State.PLAYING || this._state === State.BUFFERING) return;
    if (this._state === State.ENDED) this._base = 0;
    if (this._state === State.PAUSED) {
      this._since = Date.now();
      this._setState(State.PLAYING);
    } else {
      this._startPlayback();
    }
  };
  Player.prototype.pauseVideo = function () {
    this._call('pauseVideo', arguments);
    if (this._state !== State.PLAYING && this._state !== State.BUFFERING) return;
    this._freeze();
    clearTimeout(this._pending);
    this._setState(State.PAUSED);
  };
  Player.prototype.seekTo = function (seconds) {
    this._call('seekTo', arguments);
    record.seeks.push({ videoId: this._videoId, seconds: Number(seconds) });
    this._base = Math.min(Math.max(0, Number(seconds) || 0), this._duration);
    this._since = Date.now();
    if (this._state === State.ENDED && this._base < this._duration) this._setState(State.PAUSED);
    this._tick();
  };
  Player.prototype.loadVideoById = function (arg, start) {
    this._call('loadVideoById', arguments);
    this._setState(State.UNSTARTED);
    this._load(parseLoad(arg, start));
    this._startPlayback();
  };
  Player.prototype.cueVideoById = function (arg, start) {
    this._call('cueVideoById', arguments);
    clearTimeout(this._pending);
    this._load(parseLoad(arg, start));
    this._setState(State.CUED);
  };
  Player.prototype.getCurrentTime = function () {
    return this._position();
  };
  Player.prototype.getDuration = function () {
    return this._ready ? this._duration : 0;
  };
  Player.prototype.getPlayerState = function () {
    return this._state;
  };
  Player.prototype.setVolume = function (volume) {
    this._call('setVolume', arguments);
    this._volume = Math.min(100, Math.max(0, Number(volume) || 0));
  };
  Player.prototype.getVolume = function () {
    return this._volume;
  };
  Player.prototype.mute = function () {
    this._call('mute', arguments);
    this._muted = true;
  };
  Player.prototype.unMute = function () {
    this._call('unMute', arguments);
    this._muted = false;
  };
  Player.prototype.isMuted = function () {
    return this._muted;
  };
  Player.prototype.getVideoData = function () {
    return { video_id: this._videoId, title: this._videoId };
  };
  Player.prototype.getIframe = function () {
    return this._el;
  };
  Player.prototype.destroy = function () {
    this._call('destroy', arguments);
    this._destroyed = true;
    clearInterval(this._timer);
    clearTimeout(this._pending);
    if (this._el && this._el.parentNode) this._el.parentNode.removeChild(this._el);
    this._el = null;
    record.destroyed += 1;
    if (record.current === this) record.current = null;
  };

  window.YT = { Player: Player, PlayerState: State, loaded: 1 };
  setTimeout(function () {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 0);
})();
`;
