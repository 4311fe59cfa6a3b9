import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchPortal } from './portal';

/**
 * Seeds the demo data once per run: a portal starts on an empty data directory, seeds it and stops (a
 * clean shutdown, so the directory can be copied); every test file's portal starts on a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealerport-e2e-seeded-'));
  const portal = await launchPortal(dataDir);
  await portal.stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
