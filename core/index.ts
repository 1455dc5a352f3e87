// The Tavola domain core: every business rule of the restaurant website, free of any framework.
// Time, storage, randomness and the network reach it only through the ports in ./ports.
export * from './constants';
export * from './shared/port-token';
export * from './shared/api-result';
export * from './content/content.models';
export * from './errors';
export * from './booking';
export * from './opening-hours';
export * from './geo';
export * from './validation';
export * from './jobs';
export * from './navigation';
export * from './auth';
export * from './ports';
