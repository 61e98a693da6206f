import { ME_SEED_ELEMENT_ID } from '@quietdesk/core/me-seed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeMeSeed } from './me-seed';

const visitor = { kind: 'visitor', email: null, created_at: null, guest_has_data: false };

function pageWithSeed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = ME_SEED_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(ME_SEED_ELEMENT_ID)?.remove();
});

describe('the answer to "who is here" the page came with', () => {
  it('is taken once, out of the page', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_500);
    pageWithSeed(JSON.stringify(visitor));
    expect(takeMeSeed()).toEqual(visitor);
    expect(document.getElementById(ME_SEED_ELEMENT_ID)).toBeNull();
    expect(takeMeSeed()).toBeUndefined();
  });

  it('is not used once the page has been open longer than a load takes, and still leaves the page', () => {
    vi.spyOn(performance, 'now').mockReturnValue(10_001);
    pageWithSeed(JSON.stringify(visitor));
    expect(takeMeSeed()).toBeUndefined();
    expect(document.getElementById(ME_SEED_ELEMENT_ID)).toBeNull();
  });

  it('is nothing when the page came without one, or with one that is not JSON', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_500);
    expect(takeMeSeed()).toBeUndefined();
    pageWithSeed('{not json');
    expect(takeMeSeed()).toBeUndefined();
  });
});
