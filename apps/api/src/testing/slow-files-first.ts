import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than the others: started first, so that the run does not end with
 * one worker busy on a long file while the other is idle. The write-endpoint fuzz shards lead.
 */
const SLOW_FILES = [/\/fuzz\/write-endpoints-fuzz-\d+\./, /\/token-lifetime\./, /\/login-lockout\./, /\/openapi-document\./];

const rank = (file: TestSpecification) => {
  const index = SLOW_FILES.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? SLOW_FILES.length : index;
};

/**
 * The integration run's order: the slow files above, then Vitest's own order (the longest files of
 * the last run first, or the largest files on a fresh clone, which has no timings).
 */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, position) => ({ file, position }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file);
  }
}
