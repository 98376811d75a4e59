// Suites seed a real database in beforeAll; a busy 2-core machine needs more than jest's 5 s.
// Set here, not as `testTimeout`: jest ignores that option inside a project of the root run.
jest.setTimeout(30_000);
