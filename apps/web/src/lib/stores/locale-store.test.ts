import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale-store';

describe('the language of a first visit (spec 01 §9)', () => {
  it('is the browser’s first language when the interface speaks it', () => {
    expect(detectLocale(['de-AT', 'en'])).toBe('de');
    expect(detectLocale(['en-GB'])).toBe('en');
    expect(detectLocale(['tr'])).toBe('tr');
  });

  it('falls back to Turkish for any other first language, or none', () => {
    expect(detectLocale(['fr-FR', 'de'])).toBe('tr');
    expect(detectLocale([])).toBe('tr');
  });
});
