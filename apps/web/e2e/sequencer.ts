import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Starts the longest files first. Vitest orders files by the durations it remembers from earlier runs, and
 * on a clean clone (CI) by file size, so the accessibility files (a few lines each, the longest to run) came
 * last and one core idled while the other finished them. Two workers run the files; the longest first keeps
 * both busy to the end.
 */
const LONGEST_FIRST = ['a11y-light.e2e.ts', 'a11y-phone.e2e.ts', 'a11y-dark.e2e.ts'];

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep the base order
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
