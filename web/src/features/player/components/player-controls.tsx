import { useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../../../components/ui/icons';
import {
  Forward10Icon,
  MaximizeIcon,
  MinimizeIcon,
  PauseIcon,
  PlaylistIcon,
  Replay10Icon,
  SkipBackIcon,
  SkipForwardIcon,
  VolumeHighIcon,
  VolumeLowIcon,
  VolumeMuteIcon,
} from '../../../components/ui/player-icons';
import { cn } from '../../../lib/cn';
import type { YouTubePlayerControls } from '../hooks/use-youtube-player';
import { usePlaybackClock } from '../hooks/use-playback-clock';
import { SEEK_STEP_SECONDS } from '../hooks/use-player-shortcuts';
import { formatClock, spokenClock } from '../lib/time';
import { usePlayerPreferences } from '../stores/player-preferences';
import './player.css';

function ControlButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-zinc-200 transition',
        'hover:bg-white/10 hover:text-white active:scale-95',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-400',
        'disabled:pointer-events-none disabled:opacity-40 aria-pressed:text-rose-400',
        '[&>svg]:size-5',
        className,
      )}
      {...props}
    />
  );
}

export interface PlayerControlsProps {
  controls: YouTubePlayerControls;
  /** The bookmark's duration, shown until the player knows better. */
  fallbackDuration: number;
  /** Nothing to control (restricted video, player failed). */
  disabled: boolean;
  onPrevious(): void;
  onNext(): void;
  /** 1-based position in the queue; shown as 'current / total' when total > 1. */
  position: { current: number; total: number };
  playlist?: { shown: boolean; toggle(): void };
  fullscreen: { active: boolean; toggle(): void; supported: boolean };
}

/** The dark control bar: seek bar, transport, volume, time, queue position, playlist, fullscreen. */
export function PlayerControls({ controls, fallbackDuration, disabled, onPrevious, onNext, position, playlist, fullscreen }: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const [time, refresh] = usePlaybackClock(controls.player, fallbackDuration);
  const noPlayer = disabled || !controls.player;

  return (
    <div className="bg-zinc-950 px-2 pt-1 pb-2 text-white sm:px-3">
      <SeekBar
        current={time.current}
        duration={time.duration}
        disabled={noPlayer}
        onSeek={(seconds) => {
          controls.seekTo(seconds);
          refresh();
        }}
      />
      <div className="flex flex-wrap items-center gap-y-0.5">
        <p className="order-1 basis-1/2 px-1 text-xs font-medium text-zinc-300 tabular-nums sm:order-3 sm:ml-2 sm:basis-auto sm:px-0 sm:text-[0.8125rem]">
          {formatClock(time.current)} <span className="text-zinc-500">/</span> {formatClock(time.duration)}
        </p>
        {position.total > 1 ? (
          <p
            className="order-2 basis-1/2 px-1 text-right text-xs font-medium text-zinc-400 tabular-nums sm:order-4 sm:ml-auto sm:basis-auto sm:px-2"
            title={t('controls.queuePosition', { current: position.current, total: position.total })}
          >
            {position.current} / {position.total}
          </p>
        ) : null}

        <div className="order-3 flex items-center sm:order-1">
          <ControlButton aria-label={t('controls.previous')} title={t('controls.previousTitle')} onClick={onPrevious}>
            <SkipBackIcon />
          </ControlButton>
          <ControlButton
            aria-label={t('controls.back')}
            title={t('controls.backTitle')}
            disabled={noPlayer}
            onClick={() => {
              controls.seekBy(-SEEK_STEP_SECONDS);
              refresh();
            }}
          >
            <Replay10Icon />
          </ControlButton>
          <ControlButton
            aria-label={controls.isPlaying ? t('controls.pause') : t('controls.play')}
            title={controls.isPlaying ? t('controls.pauseTitle') : t('controls.playTitle')}
            disabled={noPlayer}
            onClick={controls.togglePlay}
            className="mx-0.5 size-11 bg-white text-zinc-950 hover:bg-zinc-200 hover:text-zinc-950 [&>svg]:size-5"
          >
            {controls.isPlaying ? <PauseIcon /> : <PlayIcon className="translate-x-px" />}
          </ControlButton>
          <ControlButton
            aria-label={t('controls.forward')}
            title={t('controls.forwardTitle')}
            disabled={noPlayer}
            onClick={() => {
              controls.seekBy(SEEK_STEP_SECONDS);
              refresh();
            }}
          >
            <Forward10Icon />
          </ControlButton>
          <ControlButton aria-label={t('controls.next')} title={t('controls.nextTitle')} onClick={onNext}>
            <SkipForwardIcon />
          </ControlButton>
        </div>

        <VolumeControl className="order-4 sm:order-2 sm:ml-1" />

        <div className={cn('order-5 ml-auto flex items-center', position.total > 1 && 'sm:ml-0')}>
          {playlist ? (
            <ControlButton
              aria-label={t('controls.showPlaylist')}
              title={playlist.shown ? t('controls.hidePlaylist') : t('controls.showPlaylist')}
              aria-pressed={playlist.shown}
              onClick={playlist.toggle}
            >
              <PlaylistIcon />
            </ControlButton>
          ) : null}
          {fullscreen.supported ? (
            <ControlButton
              aria-label={fullscreen.active ? t('controls.exitFullscreen') : t('controls.fullscreen')}
              title={fullscreen.active ? t('controls.exitFullscreenTitle') : t('controls.fullscreenTitle')}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? <MinimizeIcon /> : <MaximizeIcon />}
            </ControlButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function SeekBar({ current, duration, disabled, onSeek }: { current: number; duration: number; disabled: boolean; onSeek(seconds: number): void }) {
  const { t } = useTranslation('player');
  // While dragging, the knob follows the finger, not the 500 ms clock.
  const [scrub, setScrub] = useState<number | null>(null);
  const value = Math.min(scrub ?? current, duration || 0);
  const fill = duration > 0 ? (value / duration) * 100 : 0;
  return (
    <input
      type="range"
      aria-label={t('controls.seek')}
      aria-valuetext={t('controls.seekValue', { current: spokenClock(value, t), duration: spokenClock(duration, t) })}
      min={0}
      max={Math.max(1, Math.floor(duration))}
      step={1}
      value={Math.floor(value)}
      disabled={disabled || duration <= 0}
      onChange={(event) => {
        const seconds = Number(event.currentTarget.value);
        setScrub(seconds);
        onSeek(seconds);
      }}
      onPointerUp={() => setScrub(null)}
      onKeyUp={() => setScrub(null)}
      onBlur={() => setScrub(null)}
      className="vp-range block w-full px-1"
      style={{ ['--fill' as string]: `${fill}%` }}
    />
  );
}

function VolumeControl({ className }: { className?: string }) {
  const { t } = useTranslation('player');
  const volume = usePlayerPreferences((s) => s.volume);
  const muted = usePlayerPreferences((s) => s.muted);
  const setVolume = usePlayerPreferences((s) => s.setVolume);
  const toggleMuted = usePlayerPreferences((s) => s.toggleMuted);
  const silent = muted || volume === 0;
  const shown = silent ? 0 : volume;
  return (
    <div className={cn('group/volume flex items-center', className)}>
      <ControlButton aria-label={muted ? t('controls.unmute') : t('controls.mute')} title={muted ? t('controls.unmuteTitle') : t('controls.muteTitle')} onClick={toggleMuted}>
        {silent ? <VolumeMuteIcon /> : volume < 50 ? <VolumeLowIcon /> : <VolumeHighIcon />}
      </ControlButton>
      {/* Phones set the volume with their buttons; the slider is for pointers and keyboards. */}
      <input
        type="range"
        aria-label={t('controls.volume')}
        aria-valuetext={`${shown}%`}
        min={0}
        max={100}
        step={1}
        value={shown}
        onChange={(event) => setVolume(Number(event.currentTarget.value))}
        className="vp-range vp-volume hidden w-20 sm:block lg:w-24"
        style={{ ['--fill' as string]: `${shown}%` }}
      />
    </div>
  );
}
