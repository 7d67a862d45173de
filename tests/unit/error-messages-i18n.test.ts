import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../web/src/i18n';
import { ApiError, serverMessageOr } from '../../web/src/lib/api';

const duplicate = () =>
  new ApiError(409, '409: …', { message: 'This video is already in your bookmarks.', code: 'DUPLICATE_BOOKMARK' });
const unknownCode = () => new ApiError(418, '418: …', { message: 'I am a teapot.', code: 'SOMETHING_NEW' });

describe('server error messages in the UI language', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the server message word for word in English', async () => {
    await i18n.changeLanguage('en');
    expect(serverMessageOr(duplicate(), 'Failed to create bookmark')).toBe('This video is already in your bookmarks.');
  });

  it('shows the translation of a known code in Korean', async () => {
    await i18n.changeLanguage('ko');
    await i18n.loadNamespaces('errors');
    expect(serverMessageOr(duplicate(), '북마크를 만들지 못했습니다')).toBe('이미 북마크에 있는 동영상입니다.');
  });

  it('falls back to the server message for a code the catalog does not know', async () => {
    await i18n.changeLanguage('ko');
    await i18n.loadNamespaces('errors');
    expect(serverMessageOr(unknownCode(), '실패')).toBe('I am a teapot.');
  });

  it('uses the screen fallback when the server gave no message, in any language', async () => {
    await i18n.changeLanguage('ko');
    expect(serverMessageOr(new Error('network'), '북마크를 만들지 못했습니다')).toBe('북마크를 만들지 못했습니다');
  });
});
