import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_MESSAGE,
  CURRENT_HANDLE_MESSAGE,
  TAKEN_FALLBACK,
  canSave,
  fromAvailability,
  idle,
  precheck,
  sanitizeInput,
} from '../../web/src/features/settings/lib/handle-state.ts';

describe('the settings handle editor', () => {
  it('sanitises as the user types: lowercase, only letters, digits, hyphen and underscore', () => {
    expect(sanitizeInput('  Jane.Doe_99!')).toBe('janedoe_99');
  });

  it('reports the current handle as such, without asking the server', () => {
    expect(precheck('jane', 'jane')).toEqual({ status: 'available', message: CURRENT_HANDLE_MESSAGE, handle: 'jane' });
  });

  it('refuses an empty, short or reserved handle locally with the rule message', () => {
    expect(precheck('', null)).toMatchObject({ status: 'error', message: 'Please enter a handle' });
    expect(precheck('ab', 'jane')).toMatchObject({ status: 'error', message: 'Handle must be at least 3 characters' });
    expect(precheck('settings', null)).toMatchObject({ status: 'error', message: 'This handle is reserved' });
  });

  it('asks the server about a well-formed new handle', () => {
    expect(precheck('new-handle', 'jane')).toBe('ask-server');
    expect(precheck('new-handle', null)).toBe('ask-server');
  });

  it('turns the server answer into available or taken, keeping the suggestion', () => {
    expect(fromAvailability('jane', { available: true, handle: 'jane' })).toEqual({ status: 'available', message: AVAILABLE_MESSAGE, handle: 'jane' });
    expect(fromAvailability('jane', { available: false, handle: 'jane', suggestion: 'jane1' })).toEqual({
      status: 'taken',
      message: TAKEN_FALLBACK,
      handle: 'jane',
      suggestion: 'jane1',
    });
    expect(fromAvailability('jane', { available: false, handle: 'jane', error: 'This handle is already taken.' }).message).toBe('This handle is already taken.');
  });

  it('offers saving only for an available handle that is still typed and differs from the current one', () => {
    const available = fromAvailability('new', { available: true, handle: 'new' });
    expect(canSave(available, 'new', 'old')).toBe(true);
    expect(canSave(available, 'newer', 'old')).toBe(false); // typed on after the check
    expect(canSave(precheck('old', 'old') as ReturnType<typeof idle>, 'old', 'old')).toBe(false);
    expect(canSave(idle('new'), 'new', 'old')).toBe(false);
    expect(canSave(fromAvailability('new', { available: false, handle: 'new' }), 'new', 'old')).toBe(false);
  });
});
