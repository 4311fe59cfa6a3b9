import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './i18n';
import { queryClient } from './query-client';

afterEach(async () => {
  await changeLanguage('en');
  queryClient.clear();
});

describe('a language change', () => {
  it('reads again what is on screen, in the new language, though its key does not name the language', async () => {
    const read = vi.fn(async () => 'roles');
    const observer = new QueryObserver(queryClient, { queryKey: ['roles', 'list'], queryFn: read, staleTime: Number.POSITIVE_INFINITY });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await changeLanguage('de');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    stop();
  });
});
