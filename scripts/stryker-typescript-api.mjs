// Loaded by StrykerJS's processes (`--import`, scripts/test-mutation.mjs). The project compiles with
// TypeScript 7, the native compiler, which has no JavaScript compiler API; StrykerJS's TypeScript
// checker and its tsconfig rewrite need one. This hands them TypeScript 5.9 (the devDependency
// `typescript-compiler-api`, which type-checks this project as TS 7 does) and leaves every other
// import of `typescript` alone.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromStryker = context.parentURL?.includes('/node_modules/@stryker-mutator/') ?? false;
    return nextResolve(
      specifier === 'typescript' && fromStryker ? 'typescript-compiler-api' : specifier,
      context,
    );
  },
});
