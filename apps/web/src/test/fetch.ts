import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { __resetApiClientForTests } from '../lib/api-client';

/**
 * The test file's `fetch`, standing in for the server: stubbed in before each test (reset, and the api
 * client's pending token refresh forgotten) and taken out after, with any other stubbed global. Call it at
 * the top of the file and give it answers (`mockImplementation`) in the file's own beforeEach, which runs after.
 */
export function mockFetch(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    __resetApiClientForTests();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
