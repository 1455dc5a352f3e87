// @tavola/adapters/inversify: one ContainerModule binding every adapter to core's port tokens, for the
// composition roots that use inversify (inversify is a peer dependency, needed only for this entry).
export * from './container/adapter-tokens';
export * from './container/api-adapters.module';
