// @tavola/adapters/storage: the key-value storages alone (the browser's localStorage, with memory where it is
// blocked), apart from the root entry so that a page remembering a dismissed banner does not carry the HTTP
// adapters with it: a bundler splitting code keeps every module of an entry it imports from together.
export * from './storage/in-memory.key-value';
export * from './storage/local-storage.key-value';
