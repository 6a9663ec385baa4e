// Per-project testTimeout is ignored when the root config runs every project; this is not.
jest.setTimeout(30_000);
