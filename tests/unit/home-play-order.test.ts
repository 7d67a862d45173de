import { describe, expect, it } from 'vitest';
import { playAllQueue, rotateToStart, sectionsSequence, youtubeQueueUrl } from '../../web/src/features/bookmarks/lib/play-order';

const video = (id: string, embeddable = true) => ({ id, videoId: `vid${id.padStart(8, '0')}`, embeddable });

describe('playAllQueue', () => {
  const list = [video('1'), video('2', false), video('3'), video('4')];

  it('plays the selected bookmarks in list order, not in the order they were ticked', () => {
    const { queue } = playAllQueue(list, new Set(['4', '1']));
    expect(queue.map((b) => b.id)).toEqual(['1', '4']);
  });

  it('skips restricted videos and counts them', () => {
    const { queue, skipped } = playAllQueue(list, new Set(['1', '2', '3']));
    expect(queue.map((b) => b.id)).toEqual(['1', '3']);
    expect(skipped).toBe(1);
  });

  it('has nothing to play when every selected video is restricted', () => {
    expect(playAllQueue(list, new Set(['2']))).toEqual({ queue: [], skipped: 1 });
  });

  it('plays a bookmark listed twice (two sections) once', () => {
    expect(playAllQueue([video('1'), video('1')], new Set(['1'])).queue).toHaveLength(1);
  });
});

describe('sectionsSequence', () => {
  it('plays the sections in display order, each bookmark once', () => {
    const sections = [{ bookmarks: [video('1'), video('2')] }, { bookmarks: [video('2'), video('3')] }, { bookmarks: [video('4')] }];
    expect(sectionsSequence(sections).map((b) => b.id)).toEqual(['1', '2', '3', '4']);
  });
});

describe('rotateToStart', () => {
  const list = [video('1'), video('2'), video('3')];

  it("rotates a category's videos to start at the clicked one", () => {
    expect(rotateToStart(list, '2').map((b) => b.id)).toEqual(['2', '3', '1']);
  });

  it('keeps the order when the clicked one is first or absent', () => {
    expect(rotateToStart(list, '1').map((b) => b.id)).toEqual(['1', '2', '3']);
    expect(rotateToStart(list, 'x').map((b) => b.id)).toEqual(['1', '2', '3']);
  });
});

describe('youtubeQueueUrl', () => {
  it('queues the videos on YouTube, at most 50', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `id${String(i).padStart(9, '0')}`);
    const url = new URL(youtubeQueueUrl(ids));
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/watch_videos');
    expect(url.searchParams.get('video_ids')!.split(',')).toHaveLength(50);
  });
});
