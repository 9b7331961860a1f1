import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The tests StrykerJS runs against the mutants (stryker.config.mjs): the unit, views and server
 * projects as `npm test` has them, except the statecharts' model walks (thousands of generated
 * paths, minutes a run; npm test runs them). The rules tests beside them state the same rules one
 * by one and stay in. Each mutant runs only the tests that reached its code (perTest coverage).
 */
const MODEL_WALKS = 'test/machines/**/*.model.test.ts';

const projects = (base.test?.projects ?? []) as TestProjectInlineConfiguration[];
const project = (name: string): TestProjectInlineConfiguration => {
  const found = projects.find((candidate) => typeof candidate === 'object' && candidate.test?.name === name);
  if (!found) throw new Error(`vitest.config.ts has no project ${name}`);
  return found;
};
const unit = project('unit');
/**
 * MUTATION_MODEL_WALKS=1 keeps the model walks in: for the machine definitions themselves (a
 * changed target, a dropped action), which the walks' oracles judge (docs/testing.md).
 */
const withWalks = process.env.MUTATION_MODEL_WALKS === '1';
const unitRules = withWalks
  ? unit
  : {
      ...unit,
      test: { ...unit.test, exclude: [...(unit.test?.exclude ?? configDefaults.exclude), MODEL_WALKS] },
    };

/**
 * MUTATION_PROJECTS (comma-separated: unit, views, server; all three by default) narrows the tests,
 * e.g. to the unit project for contract/ and machines/, whose module-level code (zod schemas,
 * machine definitions) makes many mutants static: each of those runs every selected test. Narrow
 * here rather than with Stryker's --testFiles, which activates static mutants too late in 10.1
 * (stryker-js#6144) and reports them survived.
 */
const chosen = (process.env.MUTATION_PROJECTS ?? 'unit,views,server').split(',').map((name) => name.trim());

/**
 * MUTATION_VIEWS (comma-separated globs) narrows the views project to the test files that state a
 * folder's behaviour directly, e.g. `test/app/**` for src/lib: its hooks run in every view test,
 * so without it each surviving hook mutant runs the whole views project (minutes a mutant here).
 */
const viewsInclude = process.env.MUTATION_VIEWS?.split(',').map((glob) => glob.trim());
const views = project('views');
const narrowedViews = viewsInclude ? { ...views, test: { ...views.test, include: viewsInclude } } : views;
const byName = (name: string) =>
  name === 'unit' ? unitRules : name === 'views' ? narrowedViews : project(name);

export default {
  ...base,
  test: {
    ...base.test,
    projects: chosen.map(byName),
  },
};
