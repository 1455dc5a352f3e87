// Navigation rules the server and the browser share: redirects, the reload after a failed chunk, and the
// query parameters that only track a visit.
export * from './url-policy';
export * from './chunk-reload-policy';
export * from './tracking-parameters';
