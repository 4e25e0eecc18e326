// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Style rule 11: a test fails when the generated GraphQL types are stale. */
describe('generated GraphQL types', () => {
  it('match schema.graphql and the operations in src/', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const run = () => execFileSync('node', ['scripts/codegen-check.mjs'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  }, 60_000);
});
